import { readFileSync } from 'node:fs';
import type { FrontendOptions } from './find-built-frontend';

/**
 * The page's Content-Security-Policy (the API leaves the CSP to whoever serves the page). Scripts
 * come from this origin, or from the origins of the remotes a REMOTES_MANIFEST file names;
 * Mantine sets inline styles; uploads and the API are same-origin unless configured otherwise.
 */
export function contentSecurityPolicy(
  options: Pick<FrontendOptions, 'remotesManifestFile' | 'apiBaseUrl'>,
): string {
  const origins = new Set<string>();
  const addOrigin = (url: string | undefined) => {
    try {
      if (url && /^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
    } catch {
      // A relative or malformed URL: same origin, or nothing to allow.
    }
  };
  if (options.remotesManifestFile) {
    try {
      const manifest = JSON.parse(readFileSync(options.remotesManifestFile, 'utf8')) as Record<
        string,
        unknown
      >;
      for (const entry of Object.values(manifest))
        addOrigin(typeof entry === 'string' ? entry : undefined);
    } catch {
      // An unreadable manifest fails at /remotes.json, where the shell reports it.
    }
  }
  const remoteOrigins = [...origins].join(' ');
  addOrigin(options.apiBaseUrl);
  const connectOrigins = [...origins].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self'${remoteOrigins ? ` ${remoteOrigins}` : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${connectOrigins ? ` ${connectOrigins}` : ''}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    // The payment form posts to the provider's hosted checkout (the sandbox page or Stripe).
    "form-action 'self' https:",
  ].join('; ');
}
