import { Button, Group, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
import { NAV_TEXTS, ROUTES } from 'shared-contracts';
import { PageEmpty, PageError, PageLoading } from 'shared-ui';
import { useDocuments } from '../hooks/use-documents';
import { useMyAssociation } from '../hooks/use-my-association';
import { AssociationDetails } from './AssociationDetails';
import { DocumentsSection } from './DocumentsSection';

/** 'Mon association': the record, 'Modifier' and the documents. */
export function AssociationTab() {
  const { data: association, error, isLoading, reload } = useMyAssociation();
  const { upload, remove } = useDocuments(reload);

  if (association === undefined && isLoading) return <PageLoading lines={8} />;
  if (association === undefined && error) return <PageError error={error} onRetry={reload} />;
  if (!association) return <PageEmpty title={NAV_TEXTS.noAssociationInfo} />;

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button component={Link} to={ROUTES.managerAssociationEdit.href()}>
          {NAV_TEXTS.edit}
        </Button>
      </Group>
      <AssociationDetails association={association} />
      <DocumentsSection
        documents={association.documents}
        onUpload={upload.run}
        isUploading={upload.isPending}
        onDelete={remove.run}
        isDeleting={remove.isPending}
      />
    </Stack>
  );
}
