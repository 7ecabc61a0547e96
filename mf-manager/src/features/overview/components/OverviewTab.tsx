import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  MANAGER_RECENT_CAMPAIGNS_COUNT,
  NAV_TEXTS,
  formatEuros,
  formatNumber,
  statusLabel,
  type Campaign,
} from 'shared-contracts';
import { CallStates, PlainList, StatusBadge, TitledSection } from 'shared-ui';
import { EditCampaignButton } from '../../../components/EditCampaignButton';
import { StatCard } from '../../../components/StatCard';
import { MANAGER_TEXTS } from '../../../config/texts';
import { useOverview, type OverviewData } from '../hooks/use-overview';

function newestFirst(campaigns: Campaign[]): Campaign[] {
  return [...campaigns].sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** The four cards and the recent activity, from already loaded data. */
function OverviewContent({ association, campaigns, donations }: OverviewData) {
  const totalRaised =
    association?.raised_amount ??
    campaigns.reduce((sum, campaign) => sum + campaign.raised_amount, 0);
  const recent = newestFirst(campaigns).slice(0, MANAGER_RECENT_CAMPAIGNS_COUNT);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <StatCard label={MANAGER_TEXTS.totalRaised} value={formatEuros(totalRaised)} />
        <StatCard label={MANAGER_TEXTS.campaignCount} value={formatNumber(campaigns.length)} />
        <StatCard label={MANAGER_TEXTS.donorCount} value={formatNumber(donations.length)} />
        <StatCard
          label={MANAGER_TEXTS.associationStatus}
          value={association ? statusLabel(association.status) : MANAGER_TEXTS.notProvided}
        />
      </SimpleGrid>
      <TitledSection titleId="recent-activity" title={MANAGER_TEXTS.recentActivity} titleSize="h4">
        <PlainList items={recent} empty={<Text>{NAV_TEXTS.noCampaignYet}</Text>}>
          {(campaign) => (
            <Paper key={campaign.id} component="li" withBorder p="sm" radius="md">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {campaign.title}
                  </Text>
                  <StatusBadge status={campaign.status} />
                </Group>
                <EditCampaignButton campaign={campaign} />
              </Group>
            </Paper>
          )}
        </PlainList>
      </TitledSection>
    </Stack>
  );
}

/** 'Vue d'ensemble'. */
export function OverviewTab() {
  const overview = useOverview();
  return (
    <CallStates call={overview} lines={6}>
      {(data) => <OverviewContent {...data} />}
    </CallStates>
  );
}
