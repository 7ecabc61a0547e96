import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import type { Association } from 'shared-contracts';
import { StatusBadge } from 'shared-ui';
import { ADMIN_TEXTS } from '../../../config/texts';
import type { ModerationStatus } from '../hooks/use-association-actions';
import { RejectDialog } from './RejectDialog';

/**
 * Approve unless approved, reject unless rejected (spec section 2); rejecting asks for its
 * reason first (issue 28: the manager is told why).
 */
export function ModerationButtons({
  association,
  onModerate,
  isPending,
}: {
  association: Association;
  onModerate: (status: ModerationStatus, reason?: string) => Promise<unknown> | void;
  isPending: boolean;
}) {
  const [rejecting, setRejecting] = useState(false);
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
          onClick={() => setRejecting(true)}
        >
          {ADMIN_TEXTS.associations.reject}
        </Button>
      )}
      <RejectDialog
        opened={rejecting}
        isPending={isPending}
        onClose={() => setRejecting(false)}
        onReject={async (reason) => {
          await onModerate('rejected', reason);
          setRejecting(false);
        }}
      />
    </Group>
  );
}
