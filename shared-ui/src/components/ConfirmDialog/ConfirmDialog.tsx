import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { UI_TEXTS } from '../../config/texts';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** What will happen, in plain words. */
  message: ReactNode;
  /** What the person must give to confirm (a password), between the message and the buttons. */
  children?: ReactNode;
  /** The action's own verb ('Supprimer'); 'Confirmer' otherwise. */
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'red' for an action that cannot be undone. */
  color?: string;
  /** True while the confirmed action runs: the buttons wait for it. */
  isPending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action that cannot be undone. Escape and the cancel button both close it. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel = UI_TEXTS.confirm,
  cancelLabel = UI_TEXTS.cancel,
  color = 'red',
  isPending = false,
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Stack gap="lg">
        <Text size="sm">{message}</Text>
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={isPending}>
            {cancelLabel}
          </Button>
          <Button color={color} onClick={onConfirm} loading={isPending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
