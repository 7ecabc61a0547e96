import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteNameOf } from 'shared-contracts';
import type { RemoteEntry } from 'shared-ui';

export interface RemoteFailure {
  remote: string;
  id: string;
  error: unknown;
}

export interface RemoteRecoveryOptions {
  /** Reads the runtime manifest again (the same one the shell read at start-up). */
  readManifest: () => Promise<RemoteEntry[]>;
  onFailure?: (failure: RemoteFailure) => void;
}

/**
 * Second layer of the remote failure policy, inside the federation runtime.
 * - `errorLoadRemote`: a remote that failed to load is reported and marked stale; the error
 *   still propagates so the route's boundary shows its fallback (returning a fallback module
 *   here would make React.lazy cache it as a success, and the retry button would never reach
 *   the network again).
 * - `beforeRequest`: a stale or unregistered remote is looked up again in the runtime manifest
 *   before the next attempt, so a remote that was down or redeployed under a new URL comes back
 *   on "Réessayer", and a manifest that could not be read at start-up is read on first use.
 */
export function createRemoteRecoveryPlugin(
  options: RemoteRecoveryOptions,
): ModuleFederationRuntimePlugin {
  const stale = new Set<string>();
  return {
    name: 'shell-remote-recovery',
    async beforeRequest(args) {
      const name = remoteNameOf(args.id);
      const registered = args.origin.options.remotes.find((remote) => remote.name === name);
      if (registered && !stale.has(name)) return args;
      stale.delete(name);
      const fresh = (await options.readManifest().catch(() => [])).find(
        (remote) => remote.name === name,
      );
      const registeredEntry = registered && 'entry' in registered ? registered.entry : undefined;
      if (fresh && fresh.entry !== registeredEntry) {
        args.origin.registerRemotes([fresh], { force: Boolean(registered) });
      }
      return args;
    },
    async errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      const name = remoteNameOf(args.id);
      stale.add(name);
      options.onFailure?.({ remote: name, id: args.id, error: args.error });
      return undefined;
    },
  };
}
