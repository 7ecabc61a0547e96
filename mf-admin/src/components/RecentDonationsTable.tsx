import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import {
  donorDisplayName,
  formatDateTime,
  formatEuros,
  type Donation,
  ROUTES,
} from 'shared-contracts';
import { PageEmpty, PaymentStatusBadge, TableFrame } from 'shared-ui';
import { ADMIN_TEXTS } from '../config/texts';

const T = ADMIN_TEXTS.donationsTable;

/** The latest donations: campaign, donor ('Donateur anonyme' when asked), amount, status, date. */
export function RecentDonationsTable({ donations }: { donations: Donation[] }) {
  if (donations.length === 0) return <PageEmpty title={T.empty} />;
  return (
    <TableFrame label={T.caption}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{T.campaign}</Table.Th>
          <Table.Th>{T.donor}</Table.Th>
          <Table.Th ta="right">{T.amount}</Table.Th>
          <Table.Th>{T.status}</Table.Th>
          <Table.Th>{T.date}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {donations.map((donation) => (
          <Table.Tr key={donation.id} data-testid="recent-donation">
            <Table.Td>
              <Anchor
                component={Link}
                to={ROUTES.campaign.href({ campaignId: donation.campaign_slug })}
              >
                {donation.campaign_title}
              </Anchor>
              <Text size="xs" c="dimmed">
                {donation.association_name}
              </Text>
            </Table.Td>
            <Table.Td>{donorDisplayName(donation)}</Table.Td>
            <Table.Td ta="right">{formatEuros(donation.amount)}</Table.Td>
            <Table.Td>
              <PaymentStatusBadge status={donation.payment_status} />
            </Table.Td>
            <Table.Td>{formatDateTime(donation.created_at)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </TableFrame>
  );
}
