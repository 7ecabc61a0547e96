import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { campaignPath, formatDate, formatEuros, type Campaign } from 'shared-contracts';
import { PUBLICATION_TEXTS } from 'shared-contracts/src/campaign/campaign-publication.texts';
import { PlainList, StatusBadge } from 'shared-ui';
import { DeleteRowButton } from '../../../components/DeleteRowButton';
import { EditCampaignButton } from '../../../components/EditCampaignButton';
import { MANAGER_TEXTS } from '../../../config/texts';

export interface CampaignListProps {
  campaigns: Campaign[];
  onDelete: (campaign: Campaign) => void;
  /** Opens the confirmation of 'Publier' for a draft. */
  onPublish: (campaign: Campaign) => void;
  /** Whether the association may publish (approved); else 'Publier' is off, the tab says why. */
  canPublish: boolean;
}

/**
 * The manager's campaigns, each with its status, totals, edit and delete; a draft says that the
 * public does not see it and offers 'Publier', a live campaign links to its public page.
 */
export function CampaignList({ campaigns, onDelete, onPublish, canPublish }: CampaignListProps) {
  return (
    <PlainList items={campaigns} gap="sm">
      {(campaign) => {
        const raised = formatEuros(campaign.raised_amount);
        return (
          <Paper key={campaign.id} component="li" withBorder p="md" radius="md">
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
              <Stack gap={4} style={{ minWidth: 0, flex: '1 1 240px' }}>
                <Group gap="xs" wrap="wrap">
                  <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
                    {campaign.title}
                  </Title>
                  <StatusBadge status={campaign.status} />
                </Group>
                <Text size="sm" c="gray.7" lineClamp={2}>
                  {campaign.description}
                </Text>
                <Text size="sm">
                  {campaign.target_amount === null
                    ? MANAGER_TEXTS.raisedOnly(raised)
                    : MANAGER_TEXTS.raisedOf(raised, formatEuros(campaign.target_amount))}
                  {campaign.end_date
                    ? ` · ${MANAGER_TEXTS.endsOn(formatDate(campaign.end_date))}`
                    : ''}
                </Text>
                {campaign.status === 'draft' && (
                  <Text size="sm" c="gray.7" data-testid="draft-notice">
                    {PUBLICATION_TEXTS.draftNotice}
                  </Text>
                )}
              </Stack>
              <Group gap="xs">
                {campaign.status === 'draft' && (
                  <Button
                    size="xs"
                    onClick={() => onPublish(campaign)}
                    disabled={!canPublish}
                    aria-label={PUBLICATION_TEXTS.publishOf(campaign.title)}
                  >
                    {PUBLICATION_TEXTS.publish}
                  </Button>
                )}
                {(campaign.status === 'active' || campaign.status === 'completed') && (
                  <Button
                    component={Link}
                    to={campaignPath(campaign.slug)}
                    variant="default"
                    size="xs"
                    aria-label={PUBLICATION_TEXTS.viewPublicPageOf(campaign.title)}
                  >
                    {PUBLICATION_TEXTS.viewPublicPage}
                  </Button>
                )}
                <EditCampaignButton campaign={campaign} />
                <DeleteRowButton
                  label={MANAGER_TEXTS.deleteCampaignOf(campaign.title)}
                  onClick={() => onDelete(campaign)}
                />
              </Group>
            </Group>
          </Paper>
        );
      }}
    </PlainList>
  );
}
