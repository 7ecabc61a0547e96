import type { Config } from '../../config';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * origin_url becomes the redirect target after payment, so it is never taken on trust: only
 * the platform's own origin (PUBLIC_URL), the configured ALLOWED_ORIGINS and, outside
 * production, loopback dev servers are accepted. Anything else falls back to PUBLIC_URL,
 * which keeps the donation working instead of failing on a harmless mismatch.
 */
export function trustedOrigin(config: Config, candidate: string | null | undefined): string {
  const fallback = new URL(config.publicUrl).origin;
  if (!candidate) return fallback;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return fallback;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fallback;
  const origin = url.origin;
  if (origin === fallback || config.allowedOrigins.includes(origin)) return origin;
  if (config.env !== 'production' && LOOPBACK_HOSTS.has(url.hostname)) return origin;
  return fallback;
}
