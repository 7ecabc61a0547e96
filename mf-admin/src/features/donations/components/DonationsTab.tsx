import { Stack, Title } from '@mantine/core';
import { LOADING_MESSAGES } from 'shared-contracts';
import { PageError, PageLoading } from 'shared-ui';
import { RecentDonationsTable } from '../../../components/RecentDonationsTable';
import { ADMIN_TEXTS } from '../../../config/texts';
import { useAdminPayouts, useRecentDonations } from '../hooks/use-donations-tab-data';
import { PayoutsTable } from './PayoutsTable';

const T = ADMIN_TEXTS.donations;

/** Donations: the 10 latest, then transfers to associations and refunds to donors. */
export function DonationsTab() {
  const recent = useRecentDonations();
  const payouts = useAdminPayouts();
  return (
    <Stack gap="xl">
      <Stack gap="sm" component="section" aria-labelledby="admin-recent-donations">
        <Title order={2} size="h3" id="admin-recent-donations">
          {T.recentTitle}
        </Title>
        {recent.isLoading && !recent.data ? (
          <PageLoading lines={5} />
        ) : recent.data ? (
          <RecentDonationsTable donations={recent.data} />
        ) : (
          <PageError
            error={recent.error}
            message={LOADING_MESSAGES.donations}
            onRetry={recent.reload}
          />
        )}
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="admin-payouts">
        <Title order={2} size="h3" id="admin-payouts">
          {T.payoutsTitle}
        </Title>
        {payouts.isLoading && !payouts.data ? (
          <PageLoading lines={5} />
        ) : payouts.data ? (
          <PayoutsTable list={payouts.data} />
        ) : (
          <PageError
            error={payouts.error}
            message={LOADING_MESSAGES.data}
            onRetry={payouts.reload}
          />
        )}
      </Stack>
    </Stack>
  );
}
