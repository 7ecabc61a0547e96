import { Text } from '@mantine/core';
import {
  NAV_TEXTS,
  PRIVACY_TEXTS,
  donorDisplayName,
  formatDateTime,
  formatEuros,
  type Donation,
} from 'shared-contracts';
import { DataTable } from 'shared-ui';
import { MANAGER_TEXTS } from '../../../config/texts';

/**
 * Donor ('Donateur anonyme' when anonymous), email ('Non communiqué' without the donor's
 * consent), date, campaign, message, amount, reward.
 */
export function DonationsTable({ donations }: { donations: Donation[] }) {
  return (
    <DataTable
      label={NAV_TEXTS.tabDonations}
      minWidth={760}
      verticalSpacing="xs"
      highlightOnHover={false}
      rows={donations}
      columns={[
        { header: MANAGER_TEXTS.columnDonor, cell: (donation) => donorDisplayName(donation) },
        {
          header: MANAGER_TEXTS.columnEmail,
          cellProps: { style: { overflowWrap: 'anywhere' } },
          // Empty when the donor did not agree to be contacted (the API decides).
          cell: (donation) => donation.donor_email || PRIVACY_TEXTS.contactWithheld,
        },
        {
          header: MANAGER_TEXTS.columnDate,
          noWrap: true,
          cell: (donation) => formatDateTime(donation.created_at),
        },
        { header: MANAGER_TEXTS.columnCampaign, cell: (donation) => donation.campaign_title },
        {
          header: MANAGER_TEXTS.columnMessage,
          cell: (donation) => (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {donation.message ?? ''}
            </Text>
          ),
        },
        {
          header: MANAGER_TEXTS.columnAmount,
          numeric: true,
          noWrap: true,
          cell: (donation) => formatEuros(donation.amount),
        },
        { header: MANAGER_TEXTS.columnReward, cell: (donation) => donation.reward_selected ?? '' },
      ]}
    />
  );
}
