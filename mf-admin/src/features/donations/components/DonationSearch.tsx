import { Button, Group, Pagination, Stack, Text } from '@mantine/core';
import {
  formatDateTime,
  formatEuros,
  REFUND_MESSAGES,
  type SupportDonation,
} from 'shared-contracts';
import {
  CallStates,
  DataTable,
  NameCell,
  PageEmpty,
  PaymentStatusBadge,
  RefundDialog,
} from 'shared-ui';
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
      <CallStates
        call={call}
        lines={5}
        errorMessage={T.loadError}
        isEmpty={(result) => result.total === 0}
        empty={<PageEmpty title={T.empty} />}
      >
        {(result) => (
          <Stack gap="sm">
            <Text size="sm" c="dimmed" role="status">
              {T.results(result.total)}
            </Text>
            <DataTable
              label={T.searchTitle}
              rows={result.data}
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
                {
                  header: T.amount,
                  numeric: true,
                  noWrap: true,
                  cell: (gift) => formatEuros(gift.amount),
                },
                {
                  header: T.status,
                  cell: (gift) => <PaymentStatusBadge status={gift.payment_status} />,
                },
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
            {result.total > result.page_size && (
              <Group justify="center">
                <Pagination
                  total={Math.ceil(result.total / result.page_size)}
                  value={page}
                  onChange={setPage}
                  getControlProps={(control) => ({ 'aria-label': T.pages[control] })}
                />
              </Group>
            )}
          </Stack>
        )}
      </CallStates>
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
