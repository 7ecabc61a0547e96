import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

// mf-public loads mf_donation's dialog through federation. Its own federation instance knows
// no remotes (nothing is baked into the build), so it registers the one it needs from the same
// runtime manifest the shell reads: the page's <meta name="remotes-manifest">, '/remotes.json'
// by default, which the one-process start and every dev server serve.

let manifest: Promise<Record<string, unknown>> | null = null;

function manifestUrl(): string {
  const meta = document
    .querySelector<HTMLMetaElement>('meta[name="remotes-manifest"]')
    ?.content?.trim();
  return new URL(meta || '/remotes.json', window.location.href).toString();
}

function readManifest(): Promise<Record<string, unknown>> {
  manifest ??= fetch(manifestUrl(), { cache: 'no-store' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`Remotes manifest answered ${response.status}`);
      return (await response.json()) as Record<string, unknown>;
    })
    .catch((error: unknown) => {
      manifest = null;
      throw error;
    });
  return manifest;
}

async function ensureRegistered(name: string): Promise<void> {
  if (getInstance()?.options.remotes.some((remote) => remote.name === name)) return;
  const entry = (await readManifest())[name];
  if (typeof entry !== 'string' || entry === '')
    throw new Error(`Remote ${name} is not in the runtime manifest`);
  registerRemotes([{ name, entry: new URL(entry, manifestUrl()).toString() }]);
}

/** Loads a module of another remote: 'mf_donation/ContributionDialog'. */
export async function loadFederated<T>(id: string): Promise<T> {
  await ensureRegistered(id.split('/')[0]);
  const loaded = await loadRemote<T>(id);
  if (!loaded) throw new Error(`Remote module ${id} resolved to nothing`);
  return loaded;
}
