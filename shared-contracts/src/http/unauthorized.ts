import { SESSION_EXPIRY_REDIRECT_MS } from '../constants';
import { ROUTES } from '../routes/routes';

export interface UnauthorizedPolicyOptions {
  /** Forgets the stored token (the shell removes its cookie and clears the session store). */
  clearToken: () => void;
  /** Goes to a route (the shell passes its router's navigate). */
  navigate: (path: string) => void;
  delayMs?: number;
  loginPath?: string;
  /** Injected for tests; the global timer otherwise. */
  setTimer?: (run: () => void, ms: number) => unknown;
}

export interface UnauthorizedPolicy {
  /** Call on a 401: clears the token now, goes to the login page after the delay. */
  handle: () => void;
  /** Whether a redirect is already scheduled. */
  readonly isPending: boolean;
}

/**
 * The 401 behaviour of spec section 8 (the toast itself comes from `errorMessage`, like any
 * other failure). Several calls failing together with 401 clear the token and redirect once.
 */
export function createUnauthorizedPolicy(options: UnauthorizedPolicyOptions): UnauthorizedPolicy {
  const delay = options.delayMs ?? SESSION_EXPIRY_REDIRECT_MS;
  const loginPath = options.loginPath ?? ROUTES.login.href();
  const setTimer = options.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  let pending = false;
  return {
    handle() {
      options.clearToken();
      if (pending) return;
      pending = true;
      setTimer(() => {
        pending = false;
        options.navigate(loginPath);
      }, delay);
    },
    get isPending() {
      return pending;
    },
  };
}
