import { Button, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { FormAlert } from '../FormAlert/FormAlert';

export interface AuthFormProps {
  /** The page's title, which also names the form. */
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  isSubmitting: boolean;
  /** The last failure, above the fields; with the test hook of the page ('login-error'). */
  failure?: { message: string | null; testId: string };
  children: ReactNode;
}

/** The form of an auth page: its failure, its fields, one full-width submit button. */
export function AuthForm({
  title,
  onSubmit,
  submitLabel,
  isSubmitting,
  failure,
  children,
}: AuthFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={title}>
      <Stack gap="sm">
        {failure && <FormAlert message={failure.message} testId={failure.testId} />}
        {children}
        <Button type="submit" loading={isSubmitting} fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
