import { Stack } from '@mantine/core';
import { LOADING_MESSAGES } from 'shared-contracts';
import { REFUND_MESSAGES } from 'shared-contracts/src/donation/donation-refund.texts';
import { CallStates, TitledSection } from 'shared-ui';
import { RecentDonationsTable } from '../../../components/RecentDonationsTable';
import { ADMIN_TEXTS } from '../../../config/texts';
import { useAdminPayouts, useRecentDonations } from '../hooks/use-donations-tab-data';
import { DonationSearch } from './DonationSearch';
import { PayoutsTable } from './PayoutsTable';

const T = ADMIN_TEXTS.donations;

/**
 * Donations: support's search over every donation (with its refund), the 10 latest, then
 * transfers to associations and refunds to donors.
 */
export default function DonationsTab() {
  const recent = useRecentDonations();
  const payouts = useAdminPayouts();
  return (
    <Stack gap="xl">
      <TitledSection
        titleId="admin-donation-search"
        title={REFUND_MESSAGES.searchTitle}
        titleSize="h3"
      >
        <DonationSearch />
      </TitledSection>
      <TitledSection titleId="admin-recent-donations" title={T.recentTitle} titleSize="h3">
        <CallStates call={recent} lines={5} errorMessage={LOADING_MESSAGES.donations}>
          {(donations) => <RecentDonationsTable donations={donations} />}
        </CallStates>
      </TitledSection>
      <TitledSection titleId="admin-payouts" title={T.payoutsTitle} titleSize="h3">
        <CallStates call={payouts} lines={5} errorMessage={LOADING_MESSAGES.data}>
          {(list) => <PayoutsTable list={list} />}
        </CallStates>
      </TitledSection>
    </Stack>
  );
}
