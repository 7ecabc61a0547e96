import { Badge, Table } from '@mantine/core';
import {
  PAYOUT_KIND_LABELS,
  PAYOUT_STATUS_LABELS,
  formatDate,
  formatEuros,
  type Payout,
  type PayoutList,
} from 'shared-contracts';
import { DataTable, NameCell, PageEmpty } from 'shared-ui';
import { ADMIN_TEXTS } from '../../../config/texts';

const T = ADMIN_TEXTS.donations;
const STATUS_COLORS: Record<Payout['status'], string> = {
  pending: 'yellow',
  completed: 'teal',
  failed: 'red',
};

/**
 * Transfers and refunds per campaign: gross, 5 % commission, processing fees, what was
 * transferred or refunded, status and date; platform totals at the foot.
 */
export function PayoutsTable({ list }: { list: PayoutList }) {
  if (list.payouts.length === 0)
    return <PageEmpty title={T.payoutsEmpty} description={T.payoutsEmptyHint} />;
  return (
    <DataTable
      label={T.payoutsTitle}
      minWidth={900}
      rows={list.payouts}
      rowTestId={() => 'payout-row'}
      columns={[
        {
          header: T.campaign,
          cell: (payout) => (
            <NameCell name={payout.campaign_title} detail={payout.association_name} />
          ),
        },
        { header: T.kind, cell: (payout) => PAYOUT_KIND_LABELS[payout.kind] },
        { header: T.gross, numeric: true, cell: (payout) => formatEuros(payout.gross) },
        { header: T.commission, numeric: true, cell: (payout) => formatEuros(payout.commission) },
        { header: T.fees, numeric: true, cell: (payout) => formatEuros(payout.processing_fees) },
        {
          header: T.net,
          numeric: true,
          cellProps: { fw: 600 },
          cell: (payout) => formatEuros(payout.net),
        },
        {
          header: T.status,
          cell: (payout) => (
            <Badge color={STATUS_COLORS[payout.status]} variant="dot" miw="max-content">
              {PAYOUT_STATUS_LABELS[payout.status]}
            </Badge>
          ),
        },
        { header: T.date, cell: (payout) => formatDate(payout.completed_at ?? payout.created_at) },
      ]}
      footer={
        <Table.Tr>
          <Table.Th>{T.totals}</Table.Th>
          <Table.Td />
          <Table.Td ta="right">{formatEuros(list.totals.gross)}</Table.Td>
          <Table.Td ta="right">{formatEuros(list.totals.commission)}</Table.Td>
          <Table.Td ta="right">{formatEuros(list.totals.processing_fees)}</Table.Td>
          <Table.Td ta="right" fw={600}>
            {formatEuros(list.totals.net + list.totals.refunded)}
          </Table.Td>
          <Table.Td colSpan={2} />
        </Table.Tr>
      }
    />
  );
}
