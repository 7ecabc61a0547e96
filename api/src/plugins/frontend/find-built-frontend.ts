import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PartialOperatorIdentity } from 'shared-contracts';
import type { PageMetaResolver } from './page-meta-resolver';

export interface BuiltRemote {
  /** Federation name, from the remote's mf-manifest.json: `mf_public`. */
  name: string;
  dist: string;
}

import type { EmbedCampaignLookup } from './embed-pages';

export interface FrontendOptions {
  /** The shell's dist folder (holds index.html). */
  shellDist: string;
  remotes: BuiltRemote[];
  /** A JSON file (remote name -> entry URL) served instead of the generated manifest. */
  remotesManifestFile?: string;
  /**
   * The folder `npm run deploy` publishes remotes into (RELEASES_DIR, default deploy/releases):
   * its versioned folders are served under /releases/, and its remotes.json, once a deploy has
   * written it, is the runtime manifest (read on every request, so a deploy is live at once).
   */
  releasesDir?: string;
  /** The API base the browser calls; same-origin `/api` by default. */
  apiBaseUrl?: string;
  /**
   * REGISTER_ASSOCIATION_URL: an external form that 'Inscrire mon association' opens instead
   * of the platform's own sign-up flow (unset: the flow). Sent to the browser in the runtime
   * config.
   */
  registerAssociationUrl?: string;
  /**
   * The metadata of a page whose content lives in the database (a campaign, an association),
   * written into the served HTML for crawlers and link previews, which run no JavaScript.
   */
  pageMeta?: PageMetaResolver;
  /** The address people use (PUBLIC_URL): the origin of canonical and image URLs. */
  publicUrl?: string;
  /**
   * The operator named by the legal pages (the LEGAL_* settings): written into their served
   * text, and sent to the browser in the runtime config.
   */
  legalOperator?: PartialOperatorIdentity;
  /**
   * The public campaign an embed shows (/embed/campagne/{slug}/bouton, carte, compteur: issue
   * 30 item 3); without it those embeds answer 404.
   */
  embedCampaign?: EmbedCampaignLookup;
}

export const REMOTES_PATH = '/remotes';
/** Where deployed releases are served: `/releases/<federation name>/<version>-<build id>/`. */
export const RELEASES_PATH = '/releases';
/** The runtime manifest a deploy writes at the top of the releases folder. */
export const RELEASES_MANIFEST = 'remotes.json';
/** The runtime manifest: remote name -> entry URL (the shell's dev server serves the same path). */
export const REMOTES_MANIFEST_PATH = '/remotes.json';
/** The runtime settings the browser reads instead of values baked into bundles. */
export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

/** Paths the SPA fallback never answers: the API, uploaded files. */
export const serverOwnedPrefixes = ['/api', '/uploads'];

const rootDir = path.resolve(__dirname, '..', '..', '..', '..');

/**
 * The built front-end next to this API, or null when the shell has not been built (the API
 * then runs alone, as in its own tests) or `SERVE_FRONTEND=false` (npm run dev, where the
 * webpack dev servers are the front-end).
 */
export function findBuiltFrontend(
  root: string = rootDir,
  env: NodeJS.ProcessEnv = process.env,
): FrontendOptions | null {
  if (env.SERVE_FRONTEND === 'false') return null;
  const shellDist = path.join(root, 'shell', 'dist');
  if (!existsSync(path.join(shellDist, 'index.html'))) return null;
  const { workspaces = [] } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    workspaces?: string[];
  };
  const remotes: BuiltRemote[] = [];
  for (const workspace of workspaces) {
    const dist = path.join(root, workspace, 'dist');
    // The shell's own build manifest (what it shares, for the deploy's fit check) is no remote.
    if (dist === shellDist) continue;
    const manifestFile = path.join(dist, 'mf-manifest.json');
    if (!existsSync(manifestFile)) continue;
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
      name?: unknown;
      id?: unknown;
    };
    const name = typeof manifest.name === 'string' ? manifest.name : workspace.replace(/-/g, '_');
    remotes.push({ name, dist });
  }
  return {
    shellDist,
    remotes,
    remotesManifestFile: env.REMOTES_MANIFEST ? path.resolve(env.REMOTES_MANIFEST) : undefined,
    // The same default and the same base as scripts/deploy.mjs.
    releasesDir: path.resolve(root, env.RELEASES_DIR || path.join('deploy', 'releases')),
    apiBaseUrl: env.API_BASE_URL || undefined,
    registerAssociationUrl: externalFormUrl(env.REGISTER_ASSOCIATION_URL),
  };
}

/** An http(s) address, or undefined (unset, or not a web address: the button keeps the flow). */
function externalFormUrl(value: string | undefined): string | undefined {
  const url = value?.trim();
  if (!url) return undefined;
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}
