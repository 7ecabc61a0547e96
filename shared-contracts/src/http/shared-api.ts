import { currentToken } from '../session/session-store';
import { createApiClient, type ApiClient } from './client';
import { isAbortError } from './messages';

// shared-contracts is a federation singleton, so this module state is the page's one API
// client and error reporter: the shell sets them once, every remote reads them, and no remote
// builds its own client or its own toast policy.

let sharedClient: ApiClient | null = null;
let fallbackClient: ApiClient | null = null;
let errorReporter: ((error: unknown) => void) | null = null;

export interface SharedApiSetup {
  /** The client with the runtime prefix, the session token and the 401 policy. */
  client: ApiClient;
  /** The shell's policy: a failed call becomes a French toast. */
  reportError?: (error: unknown) => void;
}

/** Called once by the shell before the first render. */
export function configureSharedApi(setup: SharedApiSetup): void {
  sharedClient = setup.client;
  errorReporter = setup.reportError ?? null;
}

/**
 * The page's API client. A remote running alone on its own dev server has no shell to configure
 * it: it gets a client on '/api' with the session token, enough for the team's own work.
 */
export function getApiClient(): ApiClient {
  if (sharedClient) return sharedClient;
  fallbackClient ??= createApiClient({ getToken: currentToken });
  return fallbackClient;
}

/**
 * Hands a failed call to the shell's error policy. A call cancelled by its screen is not an
 * error. Without a shell (a remote alone) nothing is shown.
 */
export function reportApiError(error: unknown): void {
  if (isAbortError(error)) return;
  errorReporter?.(error);
}

/** Forgets the setup; for tests. */
export function resetSharedApi(): void {
  sharedClient = null;
  fallbackClient = null;
  errorReporter = null;
}
