import { Button, Group } from '@mantine/core';
import type { Association } from 'shared-contracts';
import { StatusBadge } from 'shared-ui';
import { ADMIN_TEXTS } from '../../../config/texts';
import type { ModerationStatus } from '../hooks/use-association-actions';

/** Approve unless approved, reject unless rejected (spec section 2). */
export function ModerationButtons({
  association,
  onModerate,
  isPending,
}: {
  association: Association;
  onModerate: (status: ModerationStatus) => void;
  isPending: boolean;
}) {
  return (
    <Group gap="sm">
      <StatusBadge status={association.status} />
      {association.status !== 'approved' && (
        <Button color="teal" size="sm" disabled={isPending} onClick={() => onModerate('approved')}>
          {ADMIN_TEXTS.associations.approve}
        </Button>
      )}
      {association.status !== 'rejected' && (
        <Button
          color="red"
          variant="light"
          size="sm"
          disabled={isPending}
          onClick={() => onModerate('rejected')}
        >
          {ADMIN_TEXTS.associations.reject}
        </Button>
      )}
    </Group>
  );
}
