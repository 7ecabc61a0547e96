import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { AuthCard } from '../AuthCard/AuthCard';

export interface AuthNoticeProps {
  title: string;
  /** The outcome shown in place of the form, in French. */
  message: string;
  tone: 'success' | 'error';
  /** Test hook ('forgot-confirmation', 'reset-error'). */
  testId: string;
  /** Links under the message. */
  children?: ReactNode;
}

/** An auth page's outcome in place of its form: sent, done, or a link that cannot work. */
export function AuthNotice({ title, message, tone, testId, children }: AuthNoticeProps) {
  return (
    <AuthCard title={title}>
      <Alert
        color={tone === 'success' ? 'teal' : 'red'}
        role={tone === 'error' ? 'alert' : undefined}
        data-testid={testId}
      >
        {message}
      </Alert>
      {children}
    </AuthCard>
  );
}
