import { Button, PasswordInput } from '@mantine/core';
import { useState } from 'react';
import { VALIDATION_MESSAGES } from 'shared-contracts';
import { ConfirmDialog, useFormFields } from 'shared-ui';
import { DONOR_TEXTS } from '../../../config/texts';
import { PrivacyPanel } from './PrivacyPanel';

const T = DONOR_TEXTS.privacy;

export interface AccountDeletionPanelProps {
  isPending: boolean;
  /**
   * Deletes the account with the password typed; answers the server's refusal of the password,
   * if any, shown under the field until the person edits it.
   */
  onErase: (password: string) => Promise<string | undefined>;
}

/**
 * 'Supprimer mon compte': what goes and what the law keeps, then a confirmation that asks for
 * the password, so that a session left open cannot delete the account.
 */
export function AccountDeletionPanel({ isPending, onErase }: AccountDeletionPanelProps) {
  const [isOpen, setIsOpen] = useState(false);
  const form = useFormFields({ password: '' });
  const close = () => {
    form.reset();
    setIsOpen(false);
  };
  const confirm = async () => {
    if (isPending) return;
    if (form.values.password === '')
      return form.setErrors({ password: VALIDATION_MESSAGES.required });
    const refusal = await onErase(form.values.password);
    if (refusal) form.setErrors({ password: refusal });
  };
  const dialog = (
    <ConfirmDialog
      opened={isOpen}
      title={T.confirmTitle}
      message={T.confirmMessage}
      confirmLabel={T.confirm}
      isPending={isPending}
      onConfirm={() => void confirm()}
      onCancel={close}
    >
      <PasswordInput
        label={T.password}
        autoComplete="current-password"
        data-autofocus
        {...form.field('password')}
        onKeyDown={(event) => {
          if (event.key === 'Enter') void confirm();
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
