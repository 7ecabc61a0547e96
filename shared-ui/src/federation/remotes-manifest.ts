import { PAGE_REMOTES_MANIFEST_ID } from 'shared-contracts';

/** One remote as the federation runtime registers it. */
export interface RemoteEntry {
  name: string;
  /** Absolute URL of the remote's `remoteEntry.js`. */
  entry: string;
}

/**
 * A remote's build names its entry `remoteEntry.js`, beside its `mf-manifest.json`
 * (federation/create-federation-config.js). The runtime manifest names the latter (the server
 * and the deploy read it); the page's federation runtime is built without the manifest reader
 * (`disableSnapshot`: 1.4 KB gzip on every first visit, federation/README.md), so it is given the
 * entry itself, one request fewer.
 */
const BUILD_MANIFEST = /\/mf-manifest\.json$/;

function entryOf(url: URL): string {
  url.pathname = url.pathname.replace(BUILD_MANIFEST, '/remoteEntry.js');
  return url.toString();
}

/**
 * Reads the runtime manifest `{ "mf_public": "/remotes/mf_public/mf-manifest.json", ... }`.
 * Relative entries resolve against the manifest's own URL, so one manifest file serves any host.
 * Malformed entries are dropped: a bad line costs only that remote, which then shows its fallback.
 */
export function parseRemotesManifest(json: unknown, manifestUrl: string): RemoteEntry[] {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return [];
  return Object.entries(json as Record<string, unknown>).flatMap(([name, entry]) => {
    if (typeof entry !== 'string' || entry.trim() === '' || !/^[A-Za-z_][\w]*$/.test(name))
      return [];
    try {
      return [{ name, entry: entryOf(new URL(entry, manifestUrl)) }];
    } catch {
      return [];
    }
  });
}

export async function fetchRemotesManifest(
  url: string,
  fetchImpl: typeof fetch = fetch,
): Promise<RemoteEntry[]> {
  const absoluteUrl = new URL(url, window.location.href).toString();
  const response = await fetchImpl(absoluteUrl, {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Remotes manifest ${absoluteUrl} answered ${response.status}`);
  return parseRemotesManifest(await response.json(), absoluteUrl);
}

/**
 * The runtime manifest the server wrote into the page (its JSON block, PAGE_REMOTES_MANIFEST_ID),
 * or null when there is none (a dev server, a static host): read at start-up instead of
 * fetching `manifestUrl`, whose body it is, one round trip earlier.
 */
export function readPageRemotesManifest(
  manifestUrl: string,
  doc: Document = document,
): RemoteEntry[] | null {
  const text = doc.getElementById(PAGE_REMOTES_MANIFEST_ID)?.textContent;
  if (!text) return null;
  try {
    return parseRemotesManifest(
      JSON.parse(text),
      new URL(manifestUrl, window.location.href).toString(),
    );
  } catch {
    return null;
  }
}
