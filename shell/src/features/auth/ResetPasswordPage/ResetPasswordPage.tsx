import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  AUTH_PAGE_TEXTS,
  getApiClient,
  RESET_PASSWORD_REDIRECT_MS,
  resetPassword,
  ROUTES,
  errorMessage,
  serverMessage,
  statusOf,
  validateResetPassword,
} from 'shared-contracts';
import { AuthCard } from '../AuthCard';

/** Navigates once after a delay; the timer dies with the page. */
function useDelayedNavigate() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(
    (to: string, ms: number) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(to, { replace: true }), ms);
    },
    [navigate],
  );
}

/**
 * /reset-password?token=... Without a token: 'Token manquant', then /forgot-password. On a 400
 * the server's text is shown, then /forgot-password after 2 s.
 */
export function ResetPasswordPage() {
  const client = getApiClient();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const navigateLater = useDelayedNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isDone, setIsDone] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const isTokenMissing = token === '';
  useEffect(() => {
    if (isTokenMissing) navigateLater(ROUTES.forgotPassword.href(), RESET_PASSWORD_REDIRECT_MS);
  }, [isTokenMissing, navigateLater]);

  if (isTokenMissing) {
    return (
      <AuthCard title={AUTH_PAGE_TEXTS.resetTitle}>
        <Alert color="red" role="alert" data-testid="reset-error">
          {AUTH_PAGE_TEXTS.tokenMissing}
        </Alert>
      </AuthCard>
    );
  }

  if (isDone) {
    return (
      <AuthCard title={AUTH_PAGE_TEXTS.resetTitle}>
        <Alert color="teal" data-testid="reset-success">
          {AUTH_PAGE_TEXTS.resetSuccess}
        </Alert>
        <Anchor component={Link} to={ROUTES.login.href()}>
          {AUTH_PAGE_TEXTS.backToLogin}
        </Anchor>
      </AuthCard>
    );
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const message = validateResetPassword(password, confirmation);
    setError(message);
    if (message) return;
    setIsSubmitting(true);
    try {
      await resetPassword(client, { token, new_password: password });
      setIsDone(true);
    } catch (failure) {
      setError(serverMessage(failure) ?? errorMessage(failure));
      if (statusOf(failure) === 400)
        navigateLater(ROUTES.forgotPassword.href(), RESET_PASSWORD_REDIRECT_MS);
    }
    setIsSubmitting(false);
  }

  return (
    <AuthCard title={AUTH_PAGE_TEXTS.resetTitle}>
      <form onSubmit={handleSubmit} noValidate aria-label={AUTH_PAGE_TEXTS.resetTitle}>
        <Stack gap="sm">
          {error && (
            <Alert color="red" role="alert" data-testid="reset-error">
              {error}
            </Alert>
          )}
          <PasswordInput
            label={AUTH_PAGE_TEXTS.newPasswordLabel}
            name="new_password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <PasswordInput
            label={AUTH_PAGE_TEXTS.confirmPasswordLabel}
            name="confirm_password"
            autoComplete="new-password"
            required
            value={confirmation}
            onChange={(event) => setConfirmation(event.currentTarget.value)}
          />
          <Button type="submit" loading={isSubmitting} fullWidth>
            {AUTH_PAGE_TEXTS.resetButton}
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to={ROUTES.login.href()} size="sm">
        {AUTH_PAGE_TEXTS.backToLogin}
      </Anchor>
    </AuthCard>
  );
}
