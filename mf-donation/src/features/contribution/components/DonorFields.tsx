import { Checkbox, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type { SessionUser } from 'shared-contracts';
import { displayName, type FieldBinding } from 'shared-ui';
import { DIALOG_TEXTS } from '../../../config/texts';
import type { CheckBinding } from '../state/use-contribution-state';

export interface DonorFieldsProps {
  /** The signed-in donor: their account gives the name and email, no account is offered. */
  user: SessionUser | null;
  donorName: FieldBinding<string>;
  donorEmail: FieldBinding<string>;
  phone: FieldBinding<string>;
  createAccount: CheckBinding;
  password: FieldBinding<string>;
}

/**
 * 'Vos coordonnées': a visitor gives a name and an email and may create an account; a
 * signed-in donor is named from the session. The phone is optional for both.
 */
export function DonorFields({
  user,
  donorName,
  donorEmail,
  phone,
  createAccount,
  password,
}: DonorFieldsProps) {
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {DIALOG_TEXTS.donorTitle}
      </Text>
      {user ? (
        <Text size="sm" data-testid="signed-in-donor">
          {DIALOG_TEXTS.signedInAs(displayName(user), user.email)}
        </Text>
      ) : (
        <>
          <TextInput label={DIALOG_TEXTS.nameLabel} autoComplete="name" required {...donorName} />
          <TextInput
            label={DIALOG_TEXTS.emailLabel}
            type="email"
            autoComplete="email"
            required
            {...donorEmail}
          />
        </>
      )}
      <TextInput
        label={DIALOG_TEXTS.phoneLabel}
        description={DIALOG_TEXTS.phoneHint}
        type="tel"
        autoComplete="tel"
        {...phone}
      />
      {!user && (
        <>
          <Checkbox label={DIALOG_TEXTS.createAccountLabel} {...createAccount} />
          {createAccount.checked && (
            <PasswordInput
              label={DIALOG_TEXTS.passwordLabel}
              description={DIALOG_TEXTS.passwordHint}
              autoComplete="new-password"
              required
              {...password}
              aria-invalid={Boolean(password.error)}
            />
          )}
        </>
      )}
    </Stack>
  );
}
