import { Badge } from '@mantine/core';
import { statusLabel } from 'shared-contracts';

const COLORS: Record<string, string> = {
  draft: 'gray',
  active: 'teal',
  completed: 'blue',
  pending: 'indigo',
  approved: 'teal',
  rejected: 'red',
};

/** A campaign status with its spec label; an unknown status shows raw (spec section 4). */
export function CampaignStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={COLORS[status] ?? 'gray'} variant="light">
      {statusLabel(status)}
    </Badge>
  );
}
