import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { AUTH_PAGE_TEXTS, PASSWORD_MESSAGES } from 'shared-contracts';
import { AuthCard } from '../AuthCard/AuthCard';

/** The outcomes an auth page shows in place of its form, with their test hooks. */
const NOTICES = {
  forgotSent: {
    title: AUTH_PAGE_TEXTS.forgotTitle,
    message: PASSWORD_MESSAGES.forgotNeutral,
    isError: false,
    testId: 'forgot-confirmation',
  },
  tokenMissing: {
    title: AUTH_PAGE_TEXTS.resetTitle,
    message: AUTH_PAGE_TEXTS.tokenMissing,
    isError: true,
    testId: 'reset-error',
  },
  resetDone: {
    title: AUTH_PAGE_TEXTS.resetTitle,
    message: AUTH_PAGE_TEXTS.resetSuccess,
    isError: false,
    testId: 'reset-success',
  },
} as const;

export interface AuthNoticeProps {
  kind: keyof typeof NOTICES;
  /** Links under the message. */
  children?: ReactNode;
}

/** An auth page's outcome in place of its form: sent, done, or a link that cannot work. */
export function AuthNotice({ kind, children }: AuthNoticeProps) {
  const { title, message, isError, testId } = NOTICES[kind];
  return (
    <AuthCard title={title}>
      <Alert
        color={isError ? 'red' : 'teal'}
        role={isError ? 'alert' : undefined}
        data-testid={testId}
      >
        {message}
      </Alert>
      {children}
    </AuthCard>
  );
}
