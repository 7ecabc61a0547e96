import { Anchor } from '@mantine/core';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  AUTH_PAGE_TEXTS,
  RESET_PASSWORD_REDIRECT_MS,
  ROUTES,
  validateResetPassword,
} from 'shared-contracts';
import { useFormFields } from 'shared-ui';
import { useResetPassword } from '../../hooks/use-reset-password';
import { PasswordField } from '../AuthFields/AuthFields';
import { AuthForm } from '../AuthForm/AuthForm';
import { AuthNotice } from '../AuthNotice/AuthNotice';

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
 * /reset-password?token=... Without a token: 'Token manquant', then /forgot-password. On a
 * refused token (reset_token_invalid) the server's text is shown, then /forgot-password after 2 s.
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const navigateLater = useDelayedNavigate();
  const form = useFormFields({ password: '', confirmation: '' });
  const [error, setError] = useState<string | null>(null);
  const { reset, isSubmitting, isDone } = useResetPassword(token);

  const isTokenMissing = token === '';
  useEffect(() => {
    if (isTokenMissing) navigateLater(ROUTES.forgotPassword.href(), RESET_PASSWORD_REDIRECT_MS);
  }, [isTokenMissing, navigateLater]);

  if (isTokenMissing) {
    return <AuthNotice kind="tokenMissing" />;
  }

  if (isDone) {
    return (
      <AuthNotice kind="resetDone">
        <Anchor component={Link} to={ROUTES.login.href()}>
          {AUTH_PAGE_TEXTS.backToLogin}
        </Anchor>
      </AuthNotice>
    );
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { password, confirmation } = form.values;
    const message = validateResetPassword(password, confirmation);
    setError(message);
    if (message) return;
    const outcome = await reset(password);
    setError(outcome.error);
    if (outcome.isTokenRefused)
      navigateLater(ROUTES.forgotPassword.href(), RESET_PASSWORD_REDIRECT_MS);
  }

  return (
    <AuthForm
      page="reset"
      onSubmit={handleSubmit}
      isSubmitting={isSubmitting}
      failure={error}
      links={
        <Anchor component={Link} to={ROUTES.login.href()} size="sm">
          {AUTH_PAGE_TEXTS.backToLogin}
        </Anchor>
      }
    >
      <PasswordField kind="new" {...form.field('password')} />
      <PasswordField kind="confirm" {...form.field('confirmation')} />
    </AuthForm>
  );
}
