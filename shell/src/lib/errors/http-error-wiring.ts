import {
  createUnauthorizedPolicy,
  errorMessage,
  failureCode,
  sessionStore,
  type ApiError,
  type SessionStore,
} from 'shared-contracts';

export interface HttpErrorWiringOptions {
  /** Shows a French error toast. */
  notify: (message: string) => void;
  /** Goes to a route without reloading the page. */
  navigate: (path: string) => void;
  store?: SessionStore;
  /** Injected for tests; setTimeout otherwise. */
  setTimer?: (run: () => void, ms: number) => unknown;
}

export interface HttpErrorWiring {
  /** The API client's 401 hook: toast, clear the session now, /login after 2 s. */
  onUnauthorized: (error: ApiError) => void;
  /** What a screen calls with a failed call: the one status -> French text mapping, as a toast. */
  reportError: (error: unknown) => void;
}

/** The shell's HTTP error policy (spec section 8), built on shared-contracts' mapping. */
export function createHttpErrorWiring(options: HttpErrorWiringOptions): HttpErrorWiring {
  const store = options.store ?? sessionStore;
  const policy = createUnauthorizedPolicy({
    clearToken: () => store.getState().clear(),
    navigate: options.navigate,
    setTimer: options.setTimer,
  });
  return {
    onUnauthorized(error) {
      // Several calls failing together: one toast, one redirect.
      if (!policy.isPending) options.notify(errorMessage(error));
      policy.handle();
    },
    reportError(error) {
      // An expired session was already reported by onUnauthorized when the call carried a token.
      if (failureCode(error) === 'unauthenticated' && policy.isPending) return;
      options.notify(errorMessage(error));
    },
  };
}
