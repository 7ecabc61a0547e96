import { useCallback, useState } from 'react';
import { getApiClient, type LoginInput } from 'shared-contracts';
import { signIn } from '../../../lib/session';

/**
 * POST /auth/login, then the session (token and user together). A failure is the login form's
 * own message, never a toast: it must not tell which part was wrong (spec section 8).
 */
export function useSignIn() {
  const [isSubmitting, setIsSubmitting] = useState(false);
  const submit = useCallback(async (input: LoginInput): Promise<boolean> => {
    setIsSubmitting(true);
    try {
      await signIn(getApiClient(), input);
      return true;
    } catch {
      setIsSubmitting(false);
      return false;
    }
  }, []);
  return { signIn: submit, isSubmitting };
}
