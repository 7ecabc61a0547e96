import { useParams } from 'react-router-dom';
import { FormPageFrame } from '../../../../components/FormPageFrame/FormPageFrame';
import { ADMIN_TEXTS } from '../../../../config/texts';

/** /admin/associations/create and /admin/associations/:associationId/edit; the form comes later. */
export function AssociationCreatePage() {
  return (
    <FormPageFrame
      testId="admin-association-create"
      title={ADMIN_TEXTS.createAssociationTitle}
      backTab="associations"
    />
  );
}

export function AssociationEditPage() {
  const { associationId } = useParams();
  return (
    <FormPageFrame
      testId="admin-association-edit"
      title={ADMIN_TEXTS.editAssociationTitle}
      recordId={associationId}
      backTab="associations"
    />
  );
}
