import { Badge } from '@mantine/core';
import { paymentStatusLabel, statusLabel } from 'shared-contracts';

const STATUS_COLORS: Record<string, string> = {
  draft: 'gray',
  active: 'teal',
  completed: 'blue',
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
};

// Mantine's badge may shrink below its text, with an ellipsis ('REMB…' in a table cell whose
// column the table squeezed): a status is always shown whole, its cell grows instead.
const WHOLE = 'max-content';

/** A campaign or association status with its spec label; an unknown one shows raw (spec 4). */
export function StatusBadge({ status }: { /** 'draft', 'approved'... */ status: string }) {
  return (
    <Badge color={STATUS_COLORS[status] ?? 'gray'} variant="dot" miw={WHOLE}>
      {statusLabel(status)}
    </Badge>
  );
}

const PAYMENT_COLORS: Record<string, string> = {
  pending: 'yellow',
  paid: 'teal',
  expired: 'gray',
  failed: 'red',
  refunded: 'blue',
};

/** A donation's payment status ('Payé', 'Remboursé'...). */
export function PaymentStatusBadge({
  status,
}: {
  /** payment_status of a donation */ status: string;
}) {
  return (
    <Badge color={PAYMENT_COLORS[status] ?? 'gray'} variant="dot" miw={WHOLE}>
      {paymentStatusLabel(status)}
    </Badge>
  );
}
