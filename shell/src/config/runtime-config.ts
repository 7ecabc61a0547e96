import {
  DEFAULT_API_PREFIX,
  PAGE_RUNTIME_CONFIG_ID,
  readOperatorIdentity,
  type PartialOperatorIdentity,
} from 'shared-contracts';

/** Settings read from the page at start-up, so one build serves every environment. */
export interface RuntimeConfig {
  /** Prefix of every API call, `/api` unless the page says otherwise. */
  apiBase: string;
  /** Where the JSON manifest of remotes (name -> entry URL) is served. */
  remotesManifestUrl: string;
  /** Optional JSON `{ "apiBaseUrl": ... }` a server may publish; it wins over the page. */
  runtimeConfigUrl: string;
  /** The operator's identity for the legal pages (the server's LEGAL_* settings); none by default. */
  operator: PartialOperatorIdentity;
  /** The operator's external association sign-up form (REGISTER_ASSOCIATION_URL), if any. */
  registerAssociationUrl: string | null;
}

const DEFAULT_REMOTES_MANIFEST_URL = '/remotes.json';
const DEFAULT_RUNTIME_CONFIG_URL = '/runtime-config.json';

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
    operator: {},
    registerAssociationUrl: null,
  };
}

/** The server's runtime config over the page's settings: its API base and its operator. */
function withServerConfig(config: RuntimeConfig, body: unknown): RuntimeConfig {
  const served = body as {
    apiBaseUrl?: unknown;
    operator?: unknown;
    registerAssociationUrl?: unknown;
  } | null;
  const apiBaseUrl = served?.apiBaseUrl;
  return {
    ...config,
    ...(typeof apiBaseUrl === 'string' && apiBaseUrl.trim() !== ''
      ? { apiBase: apiBaseUrl.trim() }
      : {}),
    operator: readOperatorIdentity(served?.operator),
    registerAssociationUrl:
      typeof served?.registerAssociationUrl === 'string' ? served.registerAssociationUrl : null,
  };
}

/** The runtime config the server wrote into the page (PAGE_RUNTIME_CONFIG_ID), if any. */
function pageRuntimeConfig(doc: Document): unknown {
  const text = doc.getElementById(PAGE_RUNTIME_CONFIG_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The page's settings, overridden by the server's runtime config: the copy the server wrote
 * into the page (the one-process start does, saving a round trip before the first render),
 * otherwise the runtime config file when it answers (a dev server has neither, and the page's
 * values stand).
 */
export async function loadRuntimeConfig(
  doc: Document = document,
  fetchImpl: typeof fetch = fetch,
): Promise<RuntimeConfig> {
  const config = readRuntimeConfig(doc);
  const inPage = pageRuntimeConfig(doc);
  if (inPage !== undefined) return withServerConfig(config, inPage);
  try {
    const response = await fetchImpl(config.runtimeConfigUrl, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return config;
    return withServerConfig(config, await response.json());
  } catch {
    // No runtime config file: the page's settings stand.
  }
  return config;
}
