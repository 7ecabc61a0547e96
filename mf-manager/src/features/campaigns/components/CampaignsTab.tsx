import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { NAV_TEXTS, type Campaign, ROUTES } from 'shared-contracts';
import { PUBLICATION_TEXTS } from 'shared-contracts/src/campaign/campaign-publication.texts';
import { CallStates, ConfirmDialog, PageEmpty } from 'shared-ui';
import { useItemConfirmation, type ConfirmTexts } from '../../../components/use-item-confirmation';
import { MANAGER_TEXTS } from '../../../config/texts';
import { useDeleteCampaign } from '../hooks/use-delete-campaign';
import { useMyAssociationStatus } from '../hooks/use-my-association-status';
import { useMyCampaigns } from '../hooks/use-my-campaigns';
import { usePublishCampaign } from '../hooks/use-publish-campaign';
import { CampaignList } from './CampaignList';

const DELETE_CAMPAIGN: ConfirmTexts<Campaign> = {
  title: MANAGER_TEXTS.deleteCampaignTitle,
  message: (campaign) => MANAGER_TEXTS.deleteCampaignMessage(campaign.title),
  confirmLabel: MANAGER_TEXTS.delete,
};

const PUBLISH_CAMPAIGN: ConfirmTexts<Campaign> = {
  title: PUBLICATION_TEXTS.publishTitle,
  message: (campaign) => PUBLICATION_TEXTS.publishMessage(campaign.title),
  confirmLabel: PUBLICATION_TEXTS.publish,
  color: 'teal',
};

/**
 * 'Mes campagnes': the list, a new campaign, edit, delete after confirmation, and 'Publier' a
 * draft after saying what the public will see; while the association is not approved, why it
 * cannot publish yet.
 */
export default function CampaignsTab() {
  const campaigns = useMyCampaigns();
  const remove = useDeleteCampaign(campaigns.reload);
  const publish = usePublishCampaign(campaigns.reload);
  const associationStatus = useMyAssociationStatus();
  const deletion = useItemConfirmation(
    DELETE_CAMPAIGN,
    (campaign) => remove.run(campaign.id),
    remove.isPending,
  );
  const publication = useItemConfirmation(
    PUBLISH_CAMPAIGN,
    (campaign) => publish.run(campaign.id),
    publish.isPending,
  );
  // Unknown while loading: 'Publier' waits rather than promise what the server may refuse.
  const canPublish = associationStatus === 'approved';
  const whyNot =
    associationStatus === 'pending'
      ? PUBLICATION_TEXTS.pendingCannotPublish
      : associationStatus === 'rejected'
        ? PUBLICATION_TEXTS.rejectedCannotPublish
        : null;

  const createButton = (
    <Button component={Link} to={ROUTES.managerCampaignCreate.href()}>
      {MANAGER_TEXTS.newCampaign}
    </Button>
  );

  return (
    <Stack gap="md">
      <Group justify="flex-end">{createButton}</Group>
      {whyNot && (
        <Alert color="yellow" variant="light" data-testid="cannot-publish">
          {whyNot}
        </Alert>
      )}
      <CallStates call={campaigns} lines={6} empty={<PageEmpty title={NAV_TEXTS.noCampaignYet} />}>
        {(list) => (
          <CampaignList
            campaigns={list}
            onDelete={deletion.ask}
            onPublish={publication.ask}
            canPublish={canPublish}
          />
        )}
      </CallStates>
      <ConfirmDialog {...publication.dialog}>
        <Text size="sm" c="gray.7">
          {PUBLICATION_TEXTS.publishAfter}
        </Text>
      </ConfirmDialog>
      <ConfirmDialog {...deletion.dialog} />
    </Stack>
  );
}
