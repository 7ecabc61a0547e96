import { Button, Text } from '@mantine/core';
import {
  NAV_TEXTS,
  PRIVACY_TEXTS,
  donorDisplayName,
  formatDateTime,
  formatEuros,
  type Donation,
} from 'shared-contracts';
import {
  MANAGER_REFUND_WINDOW_DAYS,
  REFUND_MESSAGES,
} from 'shared-contracts/src/donation/donation-refund.texts';
import { DataTable } from 'shared-ui';
import { MANAGER_TEXTS } from '../../../config/texts';

const DAY_MS = 86_400_000;

/** A gift the manager may still refund themselves (the API checks the payment's own date). */
function refundable(donation: Donation, now: number): boolean {
  return now - Date.parse(donation.created_at) <= MANAGER_REFUND_WINDOW_DAYS * DAY_MS;
}

/**
 * Donor ('Donateur anonyme' when anonymous), email ('Non communiqué' without the donor's
 * consent), date, campaign, message, amount, reward, and the refund of a recent gift.
 */
export function DonationsTable({
  donations,
  onRefund,
}: {
  donations: Donation[];
  onRefund: (donation: Donation) => void;
}) {
  const now = Date.now();
  return (
    <DataTable
      label={NAV_TEXTS.tabDonations}
      minWidth={760}
      isCompact
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
        {
          header: REFUND_MESSAGES.action,
          cell: (donation) =>
            refundable(donation, now) && (
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={() => onRefund(donation)}
                aria-label={REFUND_MESSAGES.refundOf(
                  donorDisplayName(donation),
                  formatEuros(donation.amount),
                )}
              >
                {REFUND_MESSAGES.refund}
              </Button>
            ),
        },
      ]}
    />
  );
}
