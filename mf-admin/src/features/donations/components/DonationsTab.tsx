import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LOADING_MESSAGES } from 'shared-contracts';
import { CallStates } from 'shared-ui';
import { RecentDonationsTable } from '../../../components/RecentDonationsTable';
import { ADMIN_TEXTS } from '../../../config/texts';
import { useAdminPayouts, useRecentDonations } from '../hooks/use-donations-tab-data';
import { PayoutsTable } from './PayoutsTable';

const T = ADMIN_TEXTS.donations;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Donations: the 10 latest, then transfers to associations and refunds to donors. */
export function DonationsTab() {
  const recent = useRecentDonations();
  const payouts = useAdminPayouts();
  return (
    <Stack gap="xl">
      <Section id="admin-recent-donations" title={T.recentTitle}>
        <CallStates call={recent} lines={5} errorMessage={LOADING_MESSAGES.donations}>
          {(donations) => <RecentDonationsTable donations={donations} />}
        </CallStates>
      </Section>
      <Section id="admin-payouts" title={T.payoutsTitle}>
        <CallStates call={payouts} lines={5} errorMessage={LOADING_MESSAGES.data}>
          {(list) => <PayoutsTable list={list} />}
        </CallStates>
      </Section>
    </Stack>
  );
}
