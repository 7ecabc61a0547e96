import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import {
  donorDisplayName,
  formatDateTime,
  formatEuros,
  type Donation,
  ROUTES,
} from 'shared-contracts';
import { DataTable, PageEmpty, PaymentStatusBadge } from 'shared-ui';
import { ADMIN_TEXTS } from '../config/texts';

const T = ADMIN_TEXTS.donationsTable;

/** The latest donations: campaign, donor ('Donateur anonyme' when asked), amount, status, date. */
export function RecentDonationsTable({ donations }: { donations: Donation[] }) {
  if (donations.length === 0) return <PageEmpty title={T.empty} />;
  return (
    <DataTable
      label={T.caption}
      rows={donations}
      rowTestId={() => 'recent-donation'}
      columns={[
        {
          header: T.campaign,
          cell: (donation) => (
            <>
              <Anchor
                component={Link}
                to={ROUTES.campaign.href({ campaignId: donation.campaign_slug })}
              >
                {donation.campaign_title}
              </Anchor>
              <Text size="xs" c="dimmed">
                {donation.association_name}
              </Text>
            </>
          ),
        },
        { header: T.donor, cell: (donation) => donorDisplayName(donation) },
        { header: T.amount, numeric: true, cell: (donation) => formatEuros(donation.amount) },
        {
          header: T.status,
          cell: (donation) => <PaymentStatusBadge status={donation.payment_status} />,
        },
        { header: T.date, cell: (donation) => formatDateTime(donation.created_at) },
      ]}
    />
  );
}
