import { Table, Text } from '@mantine/core';
import {
  NAV_TEXTS,
  donorDisplayName,
  formatDateTime,
  formatEuros,
  type Donation,
} from 'shared-contracts';
import { TableFrame } from 'shared-ui';
import { MANAGER_TEXTS } from '../../../config/texts';

/** Donor ('Donateur anonyme' when anonymous), email, date, campaign, message, amount, reward. */
export function DonationsTable({ donations }: { donations: Donation[] }) {
  return (
    <TableFrame
      label={NAV_TEXTS.tabDonations}
      minWidth={760}
      verticalSpacing="xs"
      highlightOnHover={false}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{MANAGER_TEXTS.columnDonor}</Table.Th>
          <Table.Th>{MANAGER_TEXTS.columnEmail}</Table.Th>
          <Table.Th>{MANAGER_TEXTS.columnDate}</Table.Th>
          <Table.Th>{MANAGER_TEXTS.columnCampaign}</Table.Th>
          <Table.Th>{MANAGER_TEXTS.columnMessage}</Table.Th>
          <Table.Th style={{ textAlign: 'right' }}>{MANAGER_TEXTS.columnAmount}</Table.Th>
          <Table.Th>{MANAGER_TEXTS.columnReward}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {donations.map((donation) => (
          <Table.Tr key={donation.id}>
            <Table.Td>{donorDisplayName(donation)}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{donation.donor_email}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(donation.created_at)}
            </Table.Td>
            <Table.Td>{donation.campaign_title}</Table.Td>
            <Table.Td>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {donation.message ?? ''}
              </Text>
            </Table.Td>
            <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
              {formatEuros(donation.amount)}
            </Table.Td>
            <Table.Td>{donation.reward_selected ?? ''}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </TableFrame>
  );
}
