import { Button, Stack, Text } from '@mantine/core';
import { formatDateTime, formatEuros, type SupportDonation } from 'shared-contracts';
import { REFUND_MESSAGES } from 'shared-contracts/src/donation/donation-refund.texts';
import { DataTable, NameCell } from 'shared-ui';
import { RefundDialog } from 'shared-ui/editors';
import { amountAndStatusColumns } from '../../../components/donation-columns';
import { PagedResults } from '../../../components/PagedResults';
import { useDonationSearch } from '../hooks/use-donation-search';
import { DonationSearchFilters } from './DonationSearchFilters';

const T = REFUND_MESSAGES;

/**
 * Support's search over every donation (issue 28 item 2), one page at a time, with the refund
 * of one paid gift (a reason asked in a dialog); a refunded one shows when and why.
 */
export function DonationSearch() {
  const { form, call, page, setPage, refund, search, clear } = useDonationSearch();
  return (
    <Stack gap="md">
      <DonationSearchFilters form={form} onSearch={search} onClear={clear} />
      <PagedResults call={call} lines={5} page={page} onPageChange={setPage} texts={T}>
        {(rows) => (
          <DataTable
            label={T.searchTitle}
            rows={rows}
            rowTestId={() => 'support-donation'}
            columns={[
              {
                header: T.donor,
                cell: (gift) => <NameCell name={gift.donor_name} detail={gift.donor_email} />,
              },
              {
                header: T.campaign,
                cell: (gift) => (
                  <NameCell name={gift.campaign_title} detail={gift.association_name} />
                ),
              },
              ...amountAndStatusColumns<SupportDonation>(T),
              {
                header: T.date,
                noWrap: true,
                cell: (gift) => formatDateTime(gift.paid_at ?? gift.created_at),
              },
              {
                header: T.action,
                cell: (gift) => <RefundCell gift={gift} onRefund={refund.open} />,
              },
            ]}
          />
        )}
      </PagedResults>
      <RefundDialog {...refund.dialog} />
    </Stack>
  );
}

function RefundCell({
  gift,
  onRefund,
}: {
  gift: SupportDonation;
  onRefund: (gift: SupportDonation) => void;
}) {
  if (gift.payment_status === 'refunded')
    return (
      <Text size="xs" data-testid="refund-facts">
        {gift.refunded_at ? T.refundedOn(formatDateTime(gift.refunded_at)) : null}
        {gift.refund_reason ? ` : ${gift.refund_reason}` : null}
      </Text>
    );
  if (gift.payment_status !== 'paid') return null;
  return (
    <Button
      size="xs"
      variant="light"
      color="red"
      onClick={() => onRefund(gift)}
      aria-label={T.refundOf(gift.donor_name, formatEuros(gift.amount))}
    >
      {T.refund}
    </Button>
  );
}
