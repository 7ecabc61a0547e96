import { Paper, SimpleGrid, Text } from '@mantine/core';
import { LOADING_MESSAGES, formatEuros, formatNumber, type DonorDashboard } from 'shared-contracts';
import { CallStates } from 'shared-ui';
import { DONOR_TEXTS } from '../../../config/texts';
import { useDonorDashboard } from '../hooks/use-donor-dashboard';

const T = DONOR_TEXTS.overview;

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fz="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

/** Total donated, projects supported, number of donations and the fixed 'Positif' impact. */
export function OverviewTab() {
  const dashboard = useDonorDashboard();
  return (
    <CallStates call={dashboard} lines={4} errorMessage={LOADING_MESSAGES.data}>
      {({ stats }) => <Figures stats={stats} />}
    </CallStates>
  );
}

/** The donor's figures, as a description list. */
function Figures({ stats }: { stats: DonorDashboard['stats'] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} component="dl" m={0}>
      <Figure
        label={T.totalDonated}
        value={formatEuros(stats.total_donated)}
        testId="figure-total"
      />
      <Figure
        label={T.campaignsSupported}
        value={formatNumber(stats.campaigns_supported)}
        testId="figure-campaigns"
      />
      <Figure
        label={T.totalDonations}
        value={formatNumber(stats.total_donations)}
        testId="figure-donations"
      />
      <Figure label={T.impact} value={T.impactValue} testId="figure-impact" />
    </SimpleGrid>
  );
}
