import { Anchor, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ADMIN_TEXTS } from '../config/texts';

export interface RowActionsProps {
  /** The row's name, read after the action by screen readers. */
  name: string;
  /** The row's edit screen. */
  editHref: string;
  onDelete: () => void;
  /** While the row's action runs, delete waits. */
  isBusy?: boolean;
  /** Actions shown before edit and delete. */
  children?: ReactNode;
}

/** A table row's actions: any of its own, then edit and delete. */
export function RowActions({ name, editHref, onDelete, isBusy, children }: RowActionsProps) {
  return (
    <Group gap="xs" wrap="nowrap">
      {children}
      <Anchor
        component={Link}
        size="sm"
        to={editHref}
        aria-label={`${ADMIN_TEXTS.actions.edit} ${name}`}
      >
        {ADMIN_TEXTS.actions.edit}
      </Anchor>
      <Button
        size="xs"
        color="red"
        variant="subtle"
        disabled={isBusy}
        onClick={onDelete}
        aria-label={`${ADMIN_TEXTS.actions.delete} ${name}`}
      >
        {ADMIN_TEXTS.actions.delete}
      </Button>
    </Group>
  );
}
