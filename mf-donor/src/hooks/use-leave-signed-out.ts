import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROUTES, sessionStore } from 'shared-contracts';
import { showSuccessToast } from 'shared-ui';

/**
 * `leave()` sends the donor to the home page, and the session ends (with `message` as a toast)
 * only once the calling page is gone: ended while this guarded page is still shown, the shell's
 * guard would send the donor to /login instead of the site.
 */
export function useLeaveSignedOut(message: string): () => void {
  const navigate = useNavigate();
  const isLeaving = useRef(false);
  useEffect(
    () => () => {
      if (!isLeaving.current) return;
      sessionStore.getState().clear();
      showSuccessToast(message);
    },
    [message],
  );
  return () => {
    isLeaving.current = true;
    navigate(ROUTES.home.href());
  };
}
