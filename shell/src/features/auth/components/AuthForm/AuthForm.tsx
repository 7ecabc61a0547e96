import { Button, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { AUTH_PAGE_TEXTS } from 'shared-contracts';
import { AuthCard } from '../AuthCard/AuthCard';
import { FormAlert } from '../FormAlert/FormAlert';

/** Each auth page's title (which also names its form), button and failure test hook. */
const PAGES = {
  login: {
    title: AUTH_PAGE_TEXTS.loginTitle,
    submit: AUTH_PAGE_TEXTS.loginButton,
    failureTestId: 'login-error',
  },
  forgot: {
    title: AUTH_PAGE_TEXTS.forgotTitle,
    submit: AUTH_PAGE_TEXTS.forgotButton,
    failureTestId: 'forgot-error',
  },
  reset: {
    title: AUTH_PAGE_TEXTS.resetTitle,
    submit: AUTH_PAGE_TEXTS.resetButton,
    failureTestId: 'reset-error',
  },
} as const;

export interface AuthFormProps {
  page: keyof typeof PAGES;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  isSubmitting: boolean;
  /** The last failure, in French, above the fields; nothing while null. */
  failure?: string | null;
  /** The fields. */
  children: ReactNode;
  /** The links under the form. */
  links: ReactNode;
}

/** An auth page's card: its form (failure, fields, one full-width button), then its links. */
export function AuthForm({
  page,
  onSubmit,
  isSubmitting,
  failure,
  children,
  links,
}: AuthFormProps) {
  const { title, submit, failureTestId } = PAGES[page];
  return (
    <AuthCard title={title}>
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack gap="sm">
          <FormAlert message={failure ?? null} testId={failureTestId} />
          {children}
          <Button type="submit" loading={isSubmitting} fullWidth>
            {submit}
          </Button>
        </Stack>
      </form>
      {links}
    </AuthCard>
  );
}
