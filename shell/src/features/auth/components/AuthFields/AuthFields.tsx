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

export interface PasswordFieldProps extends FieldBinding<string> {
  label: string;
  name: string;
  /** 'current-password' to sign in, 'new-password' to choose one (password managers). */
  autoComplete: 'current-password' | 'new-password';
}

/** A required password field with the French eye button of the platform's theme. */
export function PasswordField({ label, name, autoComplete, ...binding }: PasswordFieldProps) {
  return (
    <PasswordInput label={label} name={name} autoComplete={autoComplete} required {...binding} />
  );
}
