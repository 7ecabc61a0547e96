import type { Config } from '../config';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * origin_url becomes the redirect target after payment, so it is never taken on trust: only
 * the platform's own origin (PUBLIC_URL), the configured ALLOWED_ORIGINS and, outside
 * production, loopback dev servers are accepted. Anything else falls back to PUBLIC_URL,
 * which keeps the donation working instead of failing on a harmless mismatch.
 */
export function trustedOrigin(config: Config, candidate: string | null | undefined): string {
  const origin = candidate ? originIfTrusted(config, candidate) : undefined;
  return origin ?? publicOrigin(config);
}

/** PUBLIC_URL's origin, parsed once per config (every checkout asks). */
const publicOrigins = new WeakMap<Config, string>();
function publicOrigin(config: Config): string {
  let origin = publicOrigins.get(config);
  if (origin === undefined) {
    origin = new URL(config.publicUrl).origin;
    publicOrigins.set(config, origin);
  }
  return origin;
}

/**
 * The origin of `candidate` when it is one the platform trusts (PUBLIC_URL's, ALLOWED_ORIGINS,
 * loopback outside production), else undefined. Also the CORS rule: browsers on other origins
 * get no CORS headers, so they cannot read the API's answers.
 */
export function originIfTrusted(config: Config, candidate: string): string | undefined {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const origin = url.origin;
  if (origin === publicOrigin(config) || config.allowedOrigins.includes(origin)) return origin;
  if (config.env !== 'production' && LOOPBACK_HOSTS.has(url.hostname)) return origin;
  return undefined;
}
