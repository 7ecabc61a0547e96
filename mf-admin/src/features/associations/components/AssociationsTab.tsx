import { Button, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FORM_MESSAGES, LOADING_MESSAGES, type Association, ROUTES } from 'shared-contracts';
import { ConfirmDialog, PageEmpty, PageError, PageLoading } from 'shared-ui';
import { useDeleteConfirmation } from '../../../components/use-delete-confirmation';
import { ADMIN_TEXTS } from '../../../config/texts';
import { useAdminAssociations } from '../hooks/use-admin-associations';
import {
  moderationFailure,
  useDeleteAssociation,
  useModerateAssociation,
  type ModerationStatus,
} from '../hooks/use-association-actions';
import { AssociationsTable } from './AssociationsTable';
import { FailureAlert } from '../../../components/FailureAlert';

const T = ADMIN_TEXTS.associations;

/** Associations: the list, moderation of pending ones, create, edit and delete. */
export function AssociationsTab() {
  const { data, error, isLoading, reload } = useAdminAssociations();
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
  });

  let body;
  if (isLoading && !data) body = <PageLoading lines={6} />;
  else if (!data)
    body = <PageError error={error} message={LOADING_MESSAGES.associations} onRetry={reload} />;
  else if (data.length === 0) body = <PageEmpty title={T.empty} description={T.emptyHint} />;
  else
    body = (
      <AssociationsTable
        associations={data}
        onModerate={onModerate}
        onDelete={deletion.ask}
        busyId={busyId}
      />
    );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {T.title}
        </Title>
        <Button component={Link} to={ROUTES.adminAssociationCreate.href()}>
          {T.create}
        </Button>
      </Group>
      <FailureAlert failure={failure} />
      {body}
      <ConfirmDialog
        {...deletion.dialog}
        title={T.deleteTitle}
        message={deletion.target ? T.deleteMessage(deletion.target.name) : ''}
      />
    </Stack>
  );
}
