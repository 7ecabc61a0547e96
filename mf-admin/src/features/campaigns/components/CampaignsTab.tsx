import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FORM_MESSAGES, LOADING_MESSAGES, type Campaign, ROUTES } from 'shared-contracts';
import { CallStates, ConfirmDialog, PageEmpty } from 'shared-ui';
import { FailureAlert } from '../../../components/FailureAlert';
import { TabHeader } from '../../../components/TabHeader';
import { useDeleteConfirmation } from '../../../components/use-delete-confirmation';
import { ADMIN_TEXTS } from '../../../config/texts';
import { useDeleteCampaign } from '../hooks/use-campaign-actions';
import { useCampaignsTabData } from '../hooks/use-campaigns-tab-data';
import { CampaignsTable } from './CampaignsTable';

const T = ADMIN_TEXTS.campaigns;

/** Campaigns: the list; create only once an association is approved; edit; delete. */
export default function CampaignsTab() {
  const tabData = useCampaignsTabData();
  const { data, reload } = tabData;
  const remove = useDeleteCampaign();
  const [failure, setFailure] = useState<string | null>(null);

  const deletion = useDeleteConfirmation<Campaign>({
    remove,
    onDeleted: reload,
    setFailure,
    failedText: FORM_MESSAGES.deleteCampaignFailed,
    title: T.deleteTitle,
    message: (campaign) => T.deleteMessage(campaign.title),
  });

  const canCreate = data?.hasApprovedAssociation ?? false;
  return (
    <Stack gap="md">
      <TabHeader title={T.title} align="flex-start">
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
      </TabHeader>
      {data && !canCreate && (
        <Text size="sm" c="dimmed" id="campaign-create-hint" data-testid="campaign-create-hint">
          {FORM_MESSAGES.approveAssociationFirst}
        </Text>
      )}
      <FailureAlert failure={failure} />
      <CallStates
        call={tabData}
        lines={6}
        errorMessage={LOADING_MESSAGES.campaigns}
        isEmpty={(loaded) => loaded.campaigns.length === 0}
        empty={<PageEmpty title={T.empty} description={T.emptyHint} />}
      >
        {(loaded) => <CampaignsTable campaigns={loaded.campaigns} onDelete={deletion.ask} />}
      </CallStates>
      <ConfirmDialog {...deletion.dialog} />
    </Stack>
  );
}
