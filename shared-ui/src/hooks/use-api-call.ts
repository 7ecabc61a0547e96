import {
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  type DependencyList,
} from 'react';
import { reportApiError, type ApiClient } from 'shared-contracts';
import { callWithSignal, wasAborted } from '../api/call-with-signal';

/** A call of shared-contracts, given the page's client and a signal that aborts on leave. */
export type ApiCall<T> = (client: ApiClient, signal: AbortSignal) => Promise<T>;

export interface ApiCallState<T> {
  /** The last answer; undefined until the first one arrives. */
  data: T | undefined;
  /** The last failure (already reported to the shell), for the page's error state. */
  error: unknown;
  isLoading: boolean;
  /** Runs the call again (after a failure, or after a change made elsewhere). */
  reload: () => void;
}

export interface ApiCallOptions {
  /** False: do not call (yet), e.g. while a required parameter is missing. */
  enabled?: boolean;
  /**
   * True: the screen shows a failure itself, in place (a message with its retry, as the
   * contribution dialog does), so it is not handed to the shell's toasts as well.
   */
  inlineFailure?: boolean;
}

/**
 * Runs a read call when the screen shows and again when `deps` change. Leaving the screen (or
 * a newer run) aborts the call, and its late answer is ignored. A failure goes to the shell's
 * error handler (the one French toast) and is returned for the page's error state: a screen
 * never toasts an HTTP failure itself.
 */
export function useApiCall<T>(
  call: ApiCall<T>,
  deps: DependencyList,
  { enabled = true, inlineFailure = false }: ApiCallOptions = {},
): ApiCallState<T> {
  const [state, setState] = useState<Omit<ApiCallState<T>, 'reload'>>({
    data: undefined,
    error: null,
    isLoading: enabled,
  });
  const [generation, setGeneration] = useState(0);
  const callRef = useRef(call);
  callRef.current = call;

  useEffect(() => {
    if (!enabled) {
      setState((current) => ({ ...current, isLoading: false }));
      return undefined;
    }
    const controller = new AbortController();
    setState((current) => ({ ...current, error: null, isLoading: true }));
    callWithSignal(callRef.current, controller.signal).then(
      (data) => {
        // In a transition: the screen the answer fills (a list of cards, a campaign) renders in
        // slices that yield to input, not in one long task (docs/decisions/0001).
        if (!controller.signal.aborted)
          startTransition(() => setState({ data, error: null, isLoading: false }));
      },
      (error: unknown) => {
        if (wasAborted(error, controller.signal)) return;
        if (!inlineFailure) reportApiError(error);
        setState((current) => ({ ...current, error, isLoading: false }));
      },
    );
    return () => controller.abort();
    // The call is read through a ref: its identity changes every render, its inputs are `deps`.
  }, [enabled, inlineFailure, generation, ...deps]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { ...state, reload };
}
