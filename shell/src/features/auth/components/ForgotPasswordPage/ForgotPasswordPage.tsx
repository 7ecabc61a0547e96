import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  PASSWORD_MESSAGES,
  AUTH_PAGE_TEXTS,
  ROUTES,
  validateForgotPassword,
} from 'shared-contracts';
import { useForgotPassword } from '../../hooks/use-forgot-password';
import { AuthCard } from '../AuthCard/AuthCard';

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
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const message = validateForgotPassword(email);
    setError(message);
    if (message) return;
    await send(email.trim());
  }

  if (isSent) {
    return (
      <AuthCard title={AUTH_PAGE_TEXTS.forgotTitle}>
        <Alert color="teal" data-testid="forgot-confirmation">
          {PASSWORD_MESSAGES.forgotNeutral}
        </Alert>
        <BackLinks />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={AUTH_PAGE_TEXTS.forgotTitle}>
      <form onSubmit={handleSubmit} noValidate aria-label={AUTH_PAGE_TEXTS.forgotTitle}>
        <Stack gap="sm">
          <TextInput
            label={AUTH_PAGE_TEXTS.emailLabel}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={error}
          />
          <Button type="submit" loading={isSubmitting} fullWidth>
            {AUTH_PAGE_TEXTS.forgotButton}
          </Button>
        </Stack>
      </form>
      <Text size="xs" c="dimmed" component="div">
        <BackLinks />
      </Text>
    </AuthCard>
  );
}
