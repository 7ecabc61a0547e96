import { Badge, Table, Text } from '@mantine/core';
import {
  PAYOUT_KIND_LABELS,
  PAYOUT_STATUS_LABELS,
  formatDate,
  formatEuros,
  type Payout,
  type PayoutList,
} from 'shared-contracts';
import { PageEmpty, TableFrame } from 'shared-ui';
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
    <TableFrame label={T.payoutsTitle} minWidth={900}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{T.campaign}</Table.Th>
          <Table.Th>{T.kind}</Table.Th>
          <Table.Th ta="right">{T.gross}</Table.Th>
          <Table.Th ta="right">{T.commission}</Table.Th>
          <Table.Th ta="right">{T.fees}</Table.Th>
          <Table.Th ta="right">{T.net}</Table.Th>
          <Table.Th>{T.status}</Table.Th>
          <Table.Th>{T.date}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {list.payouts.map((payout) => (
          <Table.Tr key={payout.id} data-testid="payout-row">
            <Table.Td>
              <Text size="sm" fw={600}>
                {payout.campaign_title}
              </Text>
              <Text size="xs" c="dimmed">
                {payout.association_name}
              </Text>
            </Table.Td>
            <Table.Td>{PAYOUT_KIND_LABELS[payout.kind]}</Table.Td>
            <Table.Td ta="right">{formatEuros(payout.gross)}</Table.Td>
            <Table.Td ta="right">{formatEuros(payout.commission)}</Table.Td>
            <Table.Td ta="right">{formatEuros(payout.processing_fees)}</Table.Td>
            <Table.Td ta="right" fw={600}>
              {formatEuros(payout.net)}
            </Table.Td>
            <Table.Td>
              <Badge color={STATUS_COLORS[payout.status]} variant="dot">
                {PAYOUT_STATUS_LABELS[payout.status]}
              </Badge>
            </Table.Td>
            <Table.Td>{formatDate(payout.completed_at ?? payout.created_at)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
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
      </Table.Tfoot>
    </TableFrame>
  );
}
