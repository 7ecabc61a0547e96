import { Badge } from '@mantine/core';
import {
  CHECKOUT_REFUSAL_KINDS,
  CHECKOUT_REFUSAL_TEXTS as T,
  formatNumber,
  type CheckoutRefusalKind,
  type RefusedCheckouts,
} from 'shared-contracts';
import { DataTable, TitledSection } from 'shared-ui';

/**
 * What the card-testing defence refused, today and over 7 days, one row per kind (a kind
 * without refusals at 0, so the admin reads the whole defence at a glance).
 */
export function RefusedCheckoutsTable({ refused }: { refused: RefusedCheckouts[] }) {
  const rows = CHECKOUT_REFUSAL_KINDS.map(
    (kind) => refused.find((row) => row.kind === kind) ?? { kind, today: 0, last_7_days: 0 },
  );
  return (
    <TitledSection titleId="refused-checkouts" title={T.title} titleSize="h4">
      <DataTable
        label={T.caption}
        rows={rows}
        rowKey={(row) => row.kind}
        rowTestId={(row) => `refused-${row.kind}`}
        columns={[
          { header: T.reason, cell: (row) => T.kinds[row.kind as CheckoutRefusalKind] },
          {
            header: T.today,
            numeric: true,
            cell: (row) =>
              row.today > 0 ? (
                <Badge color="red" variant="light">
                  {formatNumber(row.today)}
                </Badge>
              ) : (
                formatNumber(row.today)
              ),
          },
          { header: T.lastSevenDays, numeric: true, cell: (row) => formatNumber(row.last_7_days) },
        ]}
      />
    </TitledSection>
  );
}
