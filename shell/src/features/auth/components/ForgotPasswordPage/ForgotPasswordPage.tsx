import { Anchor, Group, Text } from '@mantine/core';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { AUTH_PAGE_TEXTS, ROUTES, validateForgotPassword } from 'shared-contracts';
import { useFormFields } from 'shared-ui';
import { useForgotPassword } from '../../hooks/use-forgot-password';
import { EmailField } from '../AuthFields/AuthFields';
import { AuthForm } from '../AuthForm/AuthForm';
import { AuthNotice } from '../AuthNotice/AuthNotice';

function BackLinks() {
  return (
    <Group justify="space-between">
      <Anchor component={Link} to={ROUTES.login.href()} size="sm">
        {AUTH_PAGE_TEXTS.backToLogin}
      </Anchor>
      <Anchor component={Link} to={ROUTES.home.href()} size="sm">
        {AUTH_PAGE_TEXTS.backHome}
      </Anchor>
    </Group>
  );
}

/** /forgot-password: an email, then a confirmation that never tells whether the email exists. */
export function ForgotPasswordPage() {
  const { send, isSubmitting, isSent } = useForgotPassword();
  const form = useFormFields(
    { email: '' },
    { validate: ({ email }) => ({ email: validateForgotPassword(email) ?? undefined }) },
  );

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.validate()) await send(form.values.email.trim());
  }

  if (isSent) {
    return (
      <AuthNotice kind="forgotSent">
        <BackLinks />
      </AuthNotice>
    );
  }

  return (
    <AuthForm
      page="forgot"
      onSubmit={handleSubmit}
      isSubmitting={isSubmitting}
      links={
        <Text size="xs" c="dimmed" component="div">
          <BackLinks />
        </Text>
      }
    >
      <EmailField {...form.field('email')} />
    </AuthForm>
  );
}
