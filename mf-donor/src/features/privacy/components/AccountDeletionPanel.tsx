import { Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { VALIDATION_MESSAGES } from 'shared-contracts';
import { ConfirmDialog, useFormFields } from 'shared-ui';
import { DONOR_TEXTS } from '../../../config/texts';

const T = DONOR_TEXTS.privacy;

export interface AccountDeletionPanelProps {
  isPending: boolean;
  /** The server's refusal of the password, if any. */
  passwordError: string | undefined;
  /** Deletes the account with the password typed. */
  onErase: (password: string) => void;
}

/**
 * 'Supprimer mon compte': what goes and what the law keeps, then a confirmation that asks for
 * the password, so that a session left open cannot delete the account.
 */
export function AccountDeletionPanel({
  isPending,
  passwordError,
  onErase,
}: AccountDeletionPanelProps) {
  const [isOpen, setIsOpen] = useState(false);
  const form = useFormFields({ password: '' });
  const close = () => {
    form.reset();
    setIsOpen(false);
  };
  const confirm = () => {
    if (form.values.password === '')
      return form.setErrors({ password: VALIDATION_MESSAGES.required });
    onErase(form.values.password);
  };
  const field = form.field('password');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="donor-delete-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="donor-delete-title">
          {T.deleteTitle}
        </Title>
        <Text size="sm">{T.deleteText}</Text>
        <Text size="sm">{T.keptText}</Text>
        <Button color="red" variant="outline" w="fit-content" onClick={() => setIsOpen(true)}>
          {T.deleteButton}
        </Button>
      </Stack>
      <ConfirmDialog
        opened={isOpen}
        title={T.confirmTitle}
        message={T.confirmMessage}
        confirmLabel={T.confirm}
        isPending={isPending}
        onConfirm={confirm}
        onCancel={close}
      >
        <PasswordInput
          label={T.password}
          autoComplete="current-password"
          data-autofocus
          {...field}
          error={field.error ?? passwordError}
          onKeyDown={(event) => {
            if (event.key === 'Enter') confirm();
          }}
        />
      </ConfirmDialog>
    </Paper>
  );
}
