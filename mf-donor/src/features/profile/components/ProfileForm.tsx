import { Alert, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  FORM_MESSAGES,
  changedProfileFields,
  validateResetPassword,
  type DonorProfileUpdateInput,
  type User,
} from 'shared-contracts';
import { useFormFields } from 'shared-ui';
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
  const form = useFormFields({
    full_name: user.full_name,
    phone: user.phone ?? '',
    password: '',
    confirmation: '',
  });
  const [notice, setNotice] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const { password, confirmation } = form.values;
    const wantsPassword = password !== '' || confirmation !== '';
    const problem = wantsPassword ? validateResetPassword(password, confirmation) : null;
    // The message under the confirmation; the password field is only marked.
    form.setErrors(problem ? { password: ' ', confirmation: problem } : {});
    if (problem) return;
    const changes = changedProfileFields(user, form.values);
    if (!changes) {
      setNotice(FORM_MESSAGES.noChangeDetected);
      return;
    }
    onSubmit(changes);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={T.title}>
      <Stack gap="md" maw={520}>
        <TextInput label={T.fullName} autoComplete="name" {...form.field('full_name')} />
        <TextInput label={T.email} description={T.emailHint} value={user.email} readOnly disabled />
        <TextInput label={T.phone} type="tel" autoComplete="tel" {...form.field('phone')} />
        <PasswordInput
          label={T.newPassword}
          description={T.passwordHint}
          autoComplete="new-password"
          {...form.field('password')}
        />
        <PasswordInput
          label={T.confirmPassword}
          autoComplete="new-password"
          {...form.field('confirmation')}
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
