import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteLoadError } from './remote-load-error';
import { remoteNameOf } from 'shared-contracts';

export interface LoadRemoteOptions {
  /** Total attempts, the first included. */
  attempts?: number;
  /** Wait before the second attempt; doubles each time. */
  retryDelayMs?: number;
  load?: <T>(id: string) => Promise<T | null>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The retry schedule when a caller does not give one. Mutable so that the test helpers can
 * remove the wait between attempts (shared-ui/testing): a test does not sit through back-off.
 */
export const remoteRetryDefaults = { attempts: 3, retryDelayMs: 400 };

/**
 * First layer of the remote failure policy: retry a transient network failure a few times
 * before giving up with a RemoteLoadError that the route's error boundary turns into a fallback.
 * The federation runtime forgets a failed remote entry, so each attempt really refetches it.
 */
export async function loadRemoteModule<T>(id: string, options: LoadRemoteOptions = {}): Promise<T> {
  const {
    attempts = remoteRetryDefaults.attempts,
    retryDelayMs = remoteRetryDefaults.retryDelayMs,
    load = loadRemote,
  } = options;
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      const loaded = await load<T>(id);
      if (loaded) return loaded;
      lastError = new Error(`Remote module ${id} resolved to nothing`);
    } catch (error) {
      lastError = error;
    }
    if (attempt < attempts) await sleep(retryDelayMs * 2 ** (attempt - 1));
  }
  throw new RemoteLoadError(id, remoteNameOf(id), lastError);
}
