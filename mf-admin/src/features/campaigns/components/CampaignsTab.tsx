import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FORM_MESSAGES, LOADING_MESSAGES, type Campaign, ROUTES } from 'shared-contracts';
import { ConfirmDialog, PageEmpty, PageError, PageLoading } from 'shared-ui';
import { useDeleteConfirmation } from '../../../components/use-delete-confirmation';
import { ADMIN_TEXTS } from '../../../config/texts';
import { useDeleteCampaign } from '../hooks/use-campaign-actions';
import { useCampaignsTabData } from '../hooks/use-campaigns-tab-data';
import { CampaignsTable } from './CampaignsTable';
import { FailureAlert } from '../../../components/FailureAlert';

const T = ADMIN_TEXTS.campaigns;

/** Campaigns: the list; create only once an association is approved; edit; delete. */
export function CampaignsTab() {
  const { data, error, isLoading, reload } = useCampaignsTabData();
  const remove = useDeleteCampaign();
  const [failure, setFailure] = useState<string | null>(null);

  const deletion = useDeleteConfirmation<Campaign>({
    remove,
    onDeleted: reload,
    setFailure,
    failedText: FORM_MESSAGES.deleteCampaignFailed,
  });

  const canCreate = data?.hasApprovedAssociation ?? false;
  let body;
  if (isLoading && !data) body = <PageLoading lines={6} />;
  else if (!data)
    body = <PageError error={error} message={LOADING_MESSAGES.campaigns} onRetry={reload} />;
  else if (data.campaigns.length === 0)
    body = <PageEmpty title={T.empty} description={T.emptyHint} />;
  else body = <CampaignsTable campaigns={data.campaigns} onDelete={deletion.ask} />;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Title order={2} size="h3">
          {T.title}
        </Title>
        <Stack gap={4} align="flex-end">
          {canCreate ? (
            <Button component={Link} to={ROUTES.adminCampaignCreate.href()}>
              {T.create}
            </Button>
          ) : (
            <Button disabled aria-describedby="campaign-create-hint">
              {T.create}
            </Button>
          )}
        </Stack>
      </Group>
      {data && !canCreate && (
        <Text size="sm" c="dimmed" id="campaign-create-hint" data-testid="campaign-create-hint">
          {FORM_MESSAGES.approveAssociationFirst}
        </Text>
      )}
      <FailureAlert failure={failure} />
      {body}
      <ConfirmDialog
        {...deletion.dialog}
        title={T.deleteTitle}
        message={deletion.target ? T.deleteMessage(deletion.target.title) : ''}
      />
    </Stack>
  );
}
