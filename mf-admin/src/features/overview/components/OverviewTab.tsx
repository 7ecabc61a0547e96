import { Stack, Title } from '@mantine/core';
import { LOADING_MESSAGES } from 'shared-contracts';
import { CallStates } from 'shared-ui';
import { RecentDonationsTable } from '../../../components/RecentDonationsTable';
import { ADMIN_TEXTS } from '../../../config/texts';
import { useAdminStats } from '../hooks/use-admin-stats';
import { DonationsChart } from './DonationsChart';
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
          <Stack gap="sm" component="section" aria-labelledby="recent-donations">
            <Title order={2} size="h4" id="recent-donations">
              {ADMIN_TEXTS.overview.recentTitle}
            </Title>
            <RecentDonationsTable donations={data.donations} />
          </Stack>
        </Stack>
      )}
    </CallStates>
  );
}
