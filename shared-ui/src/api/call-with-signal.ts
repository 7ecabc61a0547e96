import { getApiClient, isAbortError, withSignal, type ApiClient } from 'shared-contracts';

/**
 * Runs a call of shared-contracts with the page's client bound to `signal`: aborting the signal
 * (the screen left, a newer run) aborts the request. useApiCall's and useApiAction's one way in.
 */
export function callWithSignal<T>(
  call: (client: ApiClient, signal: AbortSignal) => Promise<T>,
  signal: AbortSignal,
): Promise<T> {
  return call(withSignal(getApiClient(), signal), signal);
}

/** Whether a failure is only the call's own abort: nothing to report nor to show. */
export function wasAborted(failure: unknown, signal: AbortSignal): boolean {
  return signal.aborted || isAbortError(failure);
}
