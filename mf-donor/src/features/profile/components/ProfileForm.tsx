import { Alert, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  FORM_MESSAGES,
  changedProfileFields,
  validateResetPassword,
  type DonorProfileUpdateInput,
  type User,
} from 'shared-contracts';
import { DONOR_TEXTS } from '../../../config/texts';

const T = DONOR_TEXTS.profile;

export interface ProfileFormProps {
  user: User;
  /** Called with the changed, non-empty fields only. */
  onSubmit: (changes: DonorProfileUpdateInput) => void;
  onCancel: () => void;
  isSaving: boolean;
}

/**
 * Name, phone and password; the email is shown but cannot be changed. Only what changed is
 * sent; nothing changed says 'Aucune modification détectée' (spec section 5).
 */
export function ProfileForm({ user, onSubmit, onCancel, isSaving }: ProfileFormProps) {
  const [fullName, setFullName] = useState(user.full_name);
  const [phone, setPhone] = useState(user.phone ?? '');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const wantsPassword = password !== '' || confirmation !== '';
    const problem = wantsPassword ? validateResetPassword(password, confirmation) : null;
    setPasswordError(problem);
    if (problem) return;
    const changes = changedProfileFields(user, { full_name: fullName, phone, password });
    if (!changes) {
      setNotice(FORM_MESSAGES.noChangeDetected);
      return;
    }
    onSubmit(changes);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={T.title}>
      <Stack gap="md" maw={520}>
        <TextInput
          label={T.fullName}
          value={fullName}
          autoComplete="name"
          onChange={(event) => setFullName(event.currentTarget.value)}
        />
        <TextInput label={T.email} description={T.emailHint} value={user.email} readOnly disabled />
        <TextInput
          label={T.phone}
          type="tel"
          autoComplete="tel"
          value={phone}
          onChange={(event) => setPhone(event.currentTarget.value)}
        />
        <PasswordInput
          label={T.newPassword}
          description={T.passwordHint}
          autoComplete="new-password"
          value={password}
          error={passwordError ? ' ' : undefined}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <PasswordInput
          label={T.confirmPassword}
          autoComplete="new-password"
          value={confirmation}
          error={passwordError}
          onChange={(event) => setConfirmation(event.currentTarget.value)}
        />
        {notice && (
          <Alert color="blue" role="status" data-testid="profile-notice">
            {notice}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {T.cancel}
          </Button>
          <Button type="submit" loading={isSaving}>
            {T.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
