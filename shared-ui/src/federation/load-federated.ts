import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteModule, type LoadRemoteOptions } from './load-remote-module';
import { remoteNameOf } from 'shared-contracts';
import { fetchRemotesManifest, type RemoteEntry } from './remotes-manifest';

const DEFAULT_MANIFEST_URL = '/remotes.json';

let manifest: Promise<RemoteEntry[]> | null = null;

/** The runtime manifest's URL: the page's `<meta name="remotes-manifest">`, '/remotes.json'. */
export function remotesManifestUrl(doc: Document = document): string {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="remotes-manifest"]')?.content?.trim();
  return meta || DEFAULT_MANIFEST_URL;
}

/** Reads the manifest once per page; a failed read is forgotten so the next use tries again. */
function readManifestOnce(): Promise<RemoteEntry[]> {
  manifest ??= fetchRemotesManifest(remotesManifestUrl()).catch((error: unknown) => {
    manifest = null;
    throw error;
  });
  return manifest;
}

async function ensureRegistered(name: string): Promise<void> {
  if (getInstance()?.options.remotes.some((remote) => remote.name === name)) return;
  const entry = (await readManifestOnce()).find((remote) => remote.name === name);
  if (!entry) throw new Error(`Remote ${name} is not in the runtime manifest`);
  registerRemotes([entry]);
}

/**
 * Loads a federated module ('mf_donation/ContributionDialog') from anywhere: the shell, a remote
 * inside the shell, or a remote running alone. A remote the page's federation instance does not
 * know yet is registered from the runtime manifest first; the load is retried (see
 * loadRemoteModule) before it fails with a RemoteLoadError.
 */
export async function loadFederated<T>(id: string, options: LoadRemoteOptions = {}): Promise<T> {
  return loadRemoteModule<T>(id, {
    ...options,
    load: async <M>(moduleId: string) => {
      await ensureRegistered(remoteNameOf(moduleId));
      return (options.load ?? loadRemote)<M>(moduleId);
    },
  });
}
