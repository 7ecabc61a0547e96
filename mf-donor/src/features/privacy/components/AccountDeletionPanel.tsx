import { Button, PasswordInput } from '@mantine/core';
import { useState } from 'react';
import { VALIDATION_MESSAGES } from 'shared-contracts';
import { ConfirmDialog, useFormFields } from 'shared-ui';
import { DONOR_TEXTS } from '../../../config/texts';
import { PrivacyPanel } from './PrivacyPanel';

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
  const dialog = (
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
  );
  return (
    <PrivacyPanel
      titleId="donor-delete-title"
      title={T.deleteTitle}
      paragraphs={[T.deleteText, T.keptText]}
      after={dialog}
    >
      <Button color="red" variant="outline" w="fit-content" onClick={() => setIsOpen(true)}>
        {T.deleteButton}
      </Button>
    </PrivacyPanel>
  );
}
