import { useCallback, useState } from 'react';
import {
  errorMessage,
  getApiClient,
  resetPassword,
  failureCode,
  serverMessage,
} from 'shared-contracts';

export interface ResetOutcome {
  /** The text to show on failure: the server's own (an expired token), else the mapped one. */
  error: string | null;
  /** A refused token (reset_token_invalid): the screen sends the user back to /forgot-password. */
  isTokenRefused: boolean;
}

/** POST /reset-password with the link's token. */
export function useResetPassword(token: string) {
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [isDone, setIsDone] = useState(false);
  const reset = useCallback(
    async (newPassword: string): Promise<ResetOutcome> => {
      setIsSubmitting(true);
      try {
        await resetPassword(getApiClient(), { token, new_password: newPassword });
        setIsDone(true);
        return { error: null, isTokenRefused: false };
      } catch (failure) {
        return {
          error: serverMessage(failure) ?? errorMessage(failure),
          isTokenRefused: failureCode(failure) === 'reset_token_invalid',
        };
      } finally {
        setIsSubmitting(false);
      }
    },
    [token],
  );
  return { reset, isSubmitting, isDone };
}
