import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatEuros, type Campaign } from 'shared-contracts';
import { PlainList, StatusBadge } from 'shared-ui';
import { DeleteRowButton } from '../../../components/DeleteRowButton';
import { EditCampaignButton } from '../../../components/EditCampaignButton';
import { MANAGER_TEXTS } from '../../../config/texts';

export interface CampaignListProps {
  campaigns: Campaign[];
  onDelete: (campaign: Campaign) => void;
}

/** The manager's campaigns, each with its status, totals, edit and delete. */
export function CampaignList({ campaigns, onDelete }: CampaignListProps) {
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
              </Stack>
              <Group gap="xs">
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
