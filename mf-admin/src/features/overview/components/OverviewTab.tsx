import { Stack } from '@mantine/core';
import { LOADING_MESSAGES } from 'shared-contracts';
import { CallStates, TitledSection } from 'shared-ui';
import { RecentDonationsTable } from '../../../components/RecentDonationsTable';
import { ADMIN_TEXTS } from '../../../config/texts';
import { useAdminStats } from '../hooks/use-admin-stats';
import { DonationsChart } from './DonationsChart';
import { RefusedCheckoutsTable } from './RefusedCheckoutsTable';
import { StatsGrid } from './StatsGrid';

/** Overview: every platform figure, the monthly chart and the 10 latest donations. */
export function OverviewTab() {
  const stats = useAdminStats();
  return (
    <CallStates call={stats} lines={6} errorMessage={LOADING_MESSAGES.data}>
      {(data) => (
        <Stack gap="lg">
          <StatsGrid stats={data} />
          <DonationsChart months={data.donations_by_month} />
          <TitledSection
            titleId="recent-donations"
            title={ADMIN_TEXTS.overview.recentTitle}
            titleSize="h4"
          >
            <RecentDonationsTable donations={data.donations} />
          </TitledSection>
          <RefusedCheckoutsTable refused={data.refused_checkouts} />
        </Stack>
      )}
    </CallStates>
  );
}
