import { useCallback, useEffect, useRef, useState } from 'react';
import { reportApiError, type ApiClient } from 'shared-contracts';
import { callWithSignal, wasAborted } from '../api/call-with-signal';

export interface ApiActionState<A extends unknown[], T> {
  /** Runs the action; answers its result, or undefined when it failed (already reported). */
  run: (...args: A) => Promise<T | undefined>;
  isPending: boolean;
  /** The last failure, for a form that shows it beside its fields. */
  error: unknown;
}

/**
 * A write call a user starts (save, delete, publish). Its failure goes to the shell's error
 * handler, like useApiCall's; leaving the screen aborts it.
 */
export function useApiAction<A extends unknown[], T>(
  action: (client: ApiClient, signal: AbortSignal, ...args: A) => Promise<T>,
): ApiActionState<A, T> {
  const [isPending, setIsPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const controllerRef = useRef<AbortController | null>(null);
  const actionRef = useRef(action);
  actionRef.current = action;

  useEffect(() => () => controllerRef.current?.abort(), []);

  const run = useCallback(async (...args: A): Promise<T | undefined> => {
    const controller = new AbortController();
    controllerRef.current = controller;
    setIsPending(true);
    setError(null);
    try {
      return await callWithSignal(
        (client, signal) => actionRef.current(client, signal, ...args),
        controller.signal,
      );
    } catch (failure) {
      if (wasAborted(failure, controller.signal)) return undefined;
      reportApiError(failure);
      setError(failure);
      return undefined;
    } finally {
      if (!controller.signal.aborted) setIsPending(false);
    }
  }, []);

  return { run, isPending, error };
}
