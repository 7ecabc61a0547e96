import { Alert } from '@mantine/core';

/** A form's or a tab's own failure ('La suppression a échoué.'), announced; nothing when null. */
export function FailureAlert({ failure }: { failure: string | null | undefined }) {
  if (!failure) return null;
  return (
    <Alert color="red" role="alert">
      {failure}
    </Alert>
  );
}
