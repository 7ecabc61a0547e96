import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FORM_MESSAGES, LOADING_MESSAGES, type Association, ROUTES } from 'shared-contracts';
import { CallStates, ConfirmDialog, PageEmpty } from 'shared-ui';
import { FailureAlert } from '../../../components/FailureAlert';
import { TabHeader } from '../../../components/TabHeader';
import { useDeleteConfirmation } from '../../../components/use-delete-confirmation';
import { ADMIN_TEXTS } from '../../../config/texts';
import { useAdminAssociations } from '../hooks/use-admin-associations';
import { useTaxReceiptCounts } from '../hooks/use-tax-eligibility-review';
import {
  moderationFailure,
  useDeleteAssociation,
  useModerateAssociation,
  type ModerationStatus,
} from '../hooks/use-association-actions';
import { AssociationsTable } from './AssociationsTable';

const T = ADMIN_TEXTS.associations;

/** Associations: the list, moderation of pending ones, create, edit and delete. */
export function AssociationsTab() {
  const associations = useAdminAssociations();
  const { reload } = associations;
  const counts = useTaxReceiptCounts();
  const moderate = useModerateAssociation();
  const remove = useDeleteAssociation();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onModerate = async (association: Association, status: ModerationStatus) => {
    setBusyId(association.id);
    setFailure(null);
    const saved = await moderate.run(association, status);
    setBusyId(null);
    if (saved) reload();
    else setFailure(moderationFailure(status));
  };

  const deletion = useDeleteConfirmation<Association>({
    remove,
    onDeleted: reload,
    setFailure,
    failedText: FORM_MESSAGES.deleteFailed,
    title: T.deleteTitle,
    message: (association) => T.deleteMessage(association.name),
  });

  return (
    <Stack gap="md">
      <TabHeader title={T.title}>
        <Button component={Link} to={ROUTES.adminAssociationCreate.href()}>
          {T.create}
        </Button>
      </TabHeader>
      <FailureAlert failure={failure} />
      <CallStates
        call={associations}
        lines={6}
        errorMessage={LOADING_MESSAGES.associations}
        empty={<PageEmpty title={T.empty} description={T.emptyHint} />}
      >
        {(list) => (
          <AssociationsTable
            associations={list}
            receiptCounts={counts.data}
            onModerate={onModerate}
            onDelete={deletion.ask}
            busyId={busyId}
          />
        )}
      </CallStates>
      <ConfirmDialog {...deletion.dialog} />
    </Stack>
  );
}
