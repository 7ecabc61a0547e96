import { DEFAULT_API_PREFIX } from 'shared-contracts';

/** Settings read from the page at start-up, so one build serves every environment. */
export interface RuntimeConfig {
  /** Prefix of every API call, `/api` unless the page says otherwise. */
  apiBase: string;
  /** Where the JSON manifest of remotes (name -> entry URL) is served. */
  remotesManifestUrl: string;
  /** Optional JSON `{ "apiBaseUrl": ... }` a server may publish; it wins over the page. */
  runtimeConfigUrl: string;
}

export const DEFAULT_REMOTES_MANIFEST_URL = '/remotes.json';
export const DEFAULT_RUNTIME_CONFIG_URL = '/runtime-config.json';

function readMeta(doc: Document, name: string): string | undefined {
  const value = doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content?.trim();
  return value ? value : undefined;
}

/** The settings written in the page (`<meta name="api-base">`...), with their defaults. */
export function readRuntimeConfig(doc: Document = document): RuntimeConfig {
  return {
    apiBase: readMeta(doc, 'api-base') ?? DEFAULT_API_PREFIX,
    remotesManifestUrl: readMeta(doc, 'remotes-manifest') ?? DEFAULT_REMOTES_MANIFEST_URL,
    runtimeConfigUrl: readMeta(doc, 'runtime-config') ?? DEFAULT_RUNTIME_CONFIG_URL,
  };
}

/**
 * The page's settings, overridden by the server's runtime config file when it answers (the
 * one-process start serves it; a dev server does not, and the page's values stand).
 */
export async function loadRuntimeConfig(
  doc: Document = document,
  fetchImpl: typeof fetch = fetch,
): Promise<RuntimeConfig> {
  const config = readRuntimeConfig(doc);
  try {
    const response = await fetchImpl(config.runtimeConfigUrl, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return config;
    const body = (await response.json()) as { apiBaseUrl?: unknown };
    if (typeof body.apiBaseUrl === 'string' && body.apiBaseUrl.trim() !== '') {
      return { ...config, apiBase: body.apiBaseUrl.trim() };
    }
  } catch {
    // No runtime config file: the page's settings stand.
  }
  return config;
}
