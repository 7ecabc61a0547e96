import { useCallback, useState } from 'react';
import { forgotPassword, getApiClient } from 'shared-contracts';

/** POST /forgot-password. Whatever the answer, the screen shows the same neutral message. */
export function useForgotPassword() {
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [isSent, setIsSent] = useState(false);
  const send = useCallback(async (email: string) => {
    setIsSubmitting(true);
    try {
      await forgotPassword(getApiClient(), { email });
    } catch {
      // The answer is the same neutral message whatever happened (spec section 8).
    }
    setIsSubmitting(false);
    setIsSent(true);
  }, []);
  return { send, isSubmitting, isSent };
}
