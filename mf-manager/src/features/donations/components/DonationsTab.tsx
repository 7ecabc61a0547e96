import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { refundDonationAsManager, type Donation } from 'shared-contracts';
import { CallStates, PageEmpty } from 'shared-ui';
import { RefundDialog, useDonationRefund } from 'shared-ui/editors';
import { MANAGER_TEXTS } from '../../../config/texts';
import { useCsvExport } from '../hooks/use-csv-export';
import { useReceivedDonations } from '../hooks/use-received-donations';
import { DonationsTable } from './DonationsTable';

const ALL = '';

function campaignOptions(donations: Donation[]) {
  const titles = new Map<string, string>();
  for (const donation of donations) titles.set(donation.campaign_id, donation.campaign_title);
  return [
    { value: ALL, label: MANAGER_TEXTS.allCampaigns },
    ...[...titles]
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.label.localeCompare(b.label, 'fr')),
  ];
}

/**
 * 'Donations reçues': filter by campaign, the table, and the same rows as CSV; a recent gift
 * can be refunded (a reason asked), after which it leaves the list (only paid gifts show).
 */
export default function DonationsTab() {
  const donations = useReceivedDonations();
  const refund = useDonationRefund<Donation>(refundDonationAsManager, () => donations.reload());
  return (
    <>
      <CallStates call={donations} lines={6} empty={<PageEmpty title={MANAGER_TEXTS.noDonation} />}>
        {(list) => <FilteredDonations donations={list} onRefund={refund.open} />}
      </CallStates>
      <RefundDialog {...refund.dialog} />
    </>
  );
}

/** The received donations, filtered by campaign, with their CSV export. */
function FilteredDonations({
  donations,
  onRefund,
}: {
  donations: Donation[];
  onRefund: (donation: Donation) => void;
}) {
  const [campaignId, setCampaignId] = useState(ALL);
  const { exportCsv, isExporting } = useCsvExport();
  const shown = useMemo(
    () => donations.filter((donation) => campaignId === ALL || donation.campaign_id === campaignId),
    [donations, campaignId],
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <NativeSelect
          label={MANAGER_TEXTS.campaignFilter}
          data={campaignOptions(donations)}
          value={campaignId}
          onChange={(event) => setCampaignId(event.currentTarget.value)}
          miw={220}
        />
        <Button
          variant="light"
          onClick={() => exportCsv(shown)}
          loading={isExporting}
          disabled={shown.length === 0}
        >
          {MANAGER_TEXTS.exportCsv}
        </Button>
      </Group>
      <Text size="sm" c="gray.7" role="status">
        {MANAGER_TEXTS.donationCount(shown.length)}
      </Text>
      <DonationsTable donations={shown} onRefund={onRefund} />
    </Stack>
  );
}
