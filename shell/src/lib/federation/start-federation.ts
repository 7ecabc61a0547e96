import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchRemotesManifest, readPageRemotesManifest } from 'shared-ui';
import { createRemoteRecoveryPlugin, type RemoteFailure } from './remote-recovery-plugin';

/**
 * Registers the remotes listed by the runtime manifest (the page's copy, else the file), before
 * the first render. A manifest that cannot be read does not stop the shell: its own pages work,
 * and each remote route shows its fallback (the recovery plugin reads the manifest again on retry).
 */
export async function startFederation(
  manifestUrl: string,
  onFailure?: (failure: RemoteFailure) => void,
): Promise<void> {
  const readManifest = () => fetchRemotesManifest(manifestUrl);
  registerPlugins([createRemoteRecoveryPlugin({ readManifest, onFailure })]);
  // The page's copy when the server wrote one; retries (the plugin) read the file again.
  const remotes = readPageRemotesManifest(manifestUrl) ?? (await readManifest().catch(() => []));
  if (remotes.length > 0) registerRemotes(remotes);
}
