import { PasswordInput, TextInput } from '@mantine/core';
import { AUTH_PAGE_TEXTS } from 'shared-contracts';
import type { FieldBinding } from 'shared-ui';

/** The email field of the login and forgot-password forms: required, of email type. */
export function EmailField(binding: FieldBinding<string>) {
  return (
    <TextInput
      label={AUTH_PAGE_TEXTS.emailLabel}
      name="email"
      type="email"
      autoComplete="email"
      required
      {...binding}
    />
  );
}

// 'current-password' to sign in, 'new-password' to choose one: what password managers read.
const PASSWORDS = {
  current: { label: AUTH_PAGE_TEXTS.passwordLabel, name: 'password', auto: 'current-password' },
  new: { label: AUTH_PAGE_TEXTS.newPasswordLabel, name: 'new_password', auto: 'new-password' },
  confirm: {
    label: AUTH_PAGE_TEXTS.confirmPasswordLabel,
    name: 'confirm_password',
    auto: 'new-password',
  },
} as const;

export interface PasswordFieldProps extends FieldBinding<string> {
  kind: keyof typeof PASSWORDS;
}

/** A required password field: the current one, a new one, or its confirmation. */
export function PasswordField({ kind, ...binding }: PasswordFieldProps) {
  const { label, name, auto } = PASSWORDS[kind];
  return <PasswordInput label={label} name={name} autoComplete={auto} required {...binding} />;
}
