import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { donorDisplayName, formatDateTime, type Donation, ROUTES } from 'shared-contracts';
import { DataTable, PageEmpty, type DataColumn } from 'shared-ui';
import { ADMIN_TEXTS } from '../config/texts';
import { amountAndStatusColumns } from './donation-columns';

const T = ADMIN_TEXTS.donationsTable;

const COLUMNS: DataColumn<Donation>[] = [
  {
    header: T.campaign,
    cell: (donation) => (
      <>
        <Anchor component={Link} to={ROUTES.campaign.href({ campaignId: donation.campaign_slug })}>
          {donation.campaign_title}
        </Anchor>
        <Text size="xs" c="dimmed">
          {donation.association_name}
        </Text>
      </>
    ),
  },
  { header: T.donor, cell: (donation) => donorDisplayName(donation) },
  ...amountAndStatusColumns<Donation>(T),
  { header: T.date, cell: (donation) => formatDateTime(donation.created_at) },
];

/** The latest donations: campaign, donor ('Donateur anonyme' when asked), amount, status, date. */
export function RecentDonationsTable({ donations }: { donations: Donation[] }) {
  if (donations.length === 0) return <PageEmpty title={T.empty} />;
  return (
    <DataTable
      label={T.caption}
      rows={donations}
      rowTestId={() => 'recent-donation'}
      columns={COLUMNS}
    />
  );
}
