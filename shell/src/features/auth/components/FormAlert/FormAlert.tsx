import { Alert } from '@mantine/core';

export interface FormAlertProps {
  /** The form's failure, in French; nothing is shown while it is null. */
  message: string | null;
  /** Test hook of the form ('login-error'). */
  testId: string;
}

/** A form's failure above its fields, announced to screen readers. */
export function FormAlert({ message, testId }: FormAlertProps) {
  if (!message) return null;
  return (
    <Alert color="red" role="alert" data-testid={testId}>
      {message}
    </Alert>
  );
}
