import { readFileSync, statSync } from 'node:fs';
import {
  PAGE_REMOTES_MANIFEST_ID,
  PAGE_RUNTIME_CONFIG_ID,
  ROUTES,
  escapeHtml,
  jsonForScript,
  publicPageReads,
  type AppRoute,
} from 'shared-contracts';

/** What the build of a remote writes into its mf-manifest.json, as far as preloading goes. */
interface RemoteBuildManifest {
  metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: {
    name?: unknown;
    assets?: { js?: { sync?: unknown }; css?: { sync?: unknown } };
  }[];
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** What the shell's build writes into dist/startup-assets.json (federation/startup-assets-plugin.js). */
export interface ShellStartupAssets {
  js?: unknown;
  css?: unknown;
}

let parsed = new Map<string, { mtimeMs: number; manifest: unknown }>();

/**
 * A build's JSON file from disk (a remote's mf-manifest.json, the shell's startup-assets.json),
 * parsed once per version of the file; null when it is missing or unreadable.
 */
export function readBuildJson<T>(file: string): T | null {
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return null;
  }
  const cached = parsed.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.manifest as T | null;
  let manifest: T | null = null;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    // A file being rewritten by a deploy or a build: no preloads this time.
  }
  // Bounded: one entry per remote release ever served by this process.
  if (parsed.size > 200) parsed = new Map();
  parsed.set(file, { mtimeMs, manifest });
  return manifest;
}

/** The public page of a remote that a path shows ('/campaign/x' -> ROUTES.campaign). */
function publicRemoteRoute(urlPath: string): AppRoute | undefined {
  const segments = urlPath.split('/').filter(Boolean);
  return Object.values(ROUTES as Record<string, AppRoute>).find((route) => {
    if (route.guard !== 'public' || route.owner === 'shell' || route.pattern === '*') return false;
    const parts = route.pattern.split('/').filter(Boolean);
    return (
      parts.length === segments.length &&
      parts.every((part, index) => part.startsWith(':') || part === segments[index])
    );
  });
}

export interface PageHeadOptions {
  /** The page's path ('/campaign/un-camion'). */
  urlPath: string;
  /** The runtime manifest as /remotes.json serves it at this moment. */
  remotesManifest: Buffer;
  /** The file behind a same-origin URL path (a remote's mf-manifest.json), or null. */
  fileOf: (urlPath: string) => string | null;
  /** The shell's start-up files (its startup-assets.json), served from the site root. */
  shellStartup?: ShellStartupAssets | null;
  /** The body of /runtime-config.json at this moment. */
  runtimeConfig?: { apiBaseUrl: string };
  /** The page's query string ('?category=health'), '' when it has none. */
  search?: string;
  /** False when the request carries a session: its reads may answer another way. */
  isAnonymous?: boolean;
}

/**
 * What the server adds to the head of a page so that the browser does not discover its first
 * requests one after the other (page -> shell -> remotes.json -> the remote's remoteEntry.js ->
 * the page's chunks): the runtime manifest itself, as a JSON data block (read at start-up instead
 * of /remotes.json: the same file at the same moment, so a deploy or a rollback is live at the
 * next page load as before), and for a public page of a remote, `<link rel="preload">` for that
 * remote's entry and the page's own chunks and styles, fetched in parallel with the shell. The
 * remote's mf-manifest.json, which the runtime manifest names, is read here from disk for those
 * names; the page itself never fetches it (shared-ui's remotes-manifest.ts registers the
 * remoteEntry.js beside it). Only remotes served by this process (built or released here) are
 * preloaded; another origin is left to the runtime.
 */
export function pageHeadTags({
  urlPath,
  remotesManifest,
  fileOf,
  shellStartup,
  runtimeConfig,
  search = '',
  isAnonymous = false,
}: PageHeadOptions): string[] {
  let manifest: Record<string, unknown>;
  try {
    manifest = JSON.parse(remotesManifest.toString('utf8')) as Record<string, unknown>;
  } catch {
    // An unreadable manifest fails at /remotes.json, where the shell reports it.
    return [];
  }
  const link = (href: string, as: string, extra = '') =>
    `<link rel="preload" href="${escapeHtml(href)}" as="${as}"${extra} />`;
  const tags = [
    `<script type="application/json" id="${PAGE_REMOTES_MANIFEST_ID}">${jsonForScript(manifest)}</script>`,
  ];
  if (runtimeConfig) {
    tags.push(
      `<script type="application/json" id="${PAGE_RUNTIME_CONFIG_ID}">${jsonForScript(runtimeConfig)}</script>`,
    );
  }
  // Every page boots the shell: its chunks load with main.js instead of once main.js has run.
  // The styles first: the first render waits for them.
  for (const file of strings(shellStartup?.css)) tags.push(link(`/${file}`, 'style'));
  for (const file of strings(shellStartup?.js)) tags.push(link(`/${file}`, 'script'));
  // The page's first API reads, for a visitor without a session and an API on this origin:
  // fetched by the page's calls with a plain fetch() (same mode, same credentials).
  const apiBase = runtimeConfig?.apiBaseUrl ?? '';
  if (isAnonymous && /^\/(?!\/)/.test(apiBase)) {
    for (const read of publicPageReads(urlPath, search)) {
      tags.push(link(`${apiBase.replace(/\/+$/, '')}${read}`, 'fetch', ' crossorigin="anonymous"'));
    }
  }
  const route = publicRemoteRoute(urlPath);
  const entry = route ? manifest[route.owner] : undefined;
  // Same origin only: an absolute path, not a protocol-relative or another origin's URL.
  if (!route || typeof entry !== 'string' || !/^\/(?!\/)/.test(entry)) return tags;
  const file = fileOf(entry);
  const build = file ? readBuildJson<RemoteBuildManifest>(file) : null;
  const expose = build?.exposes?.find(
    (item) => item.name === route.module || item.name === `./${route.module}`,
  );
  if (!build || !expose) return tags;
  // publicPath 'auto': the chunks sit next to remoteEntry.js, itself next to the manifest.
  const publicPath = build.metaData?.publicPath;
  const entryPath = build.metaData?.remoteEntry?.path;
  const base =
    typeof publicPath === 'string' && publicPath !== 'auto' && publicPath.startsWith('/')
      ? publicPath
      : `${entry.slice(0, entry.lastIndexOf('/') + 1)}${typeof entryPath === 'string' && entryPath ? `${entryPath.replace(/\/+$/, '')}/` : ''}`;
  const remoteEntryName = build.metaData?.remoteEntry?.name;
  if (typeof remoteEntryName === 'string') tags.push(link(`${base}${remoteEntryName}`, 'script'));
  for (const chunk of strings(expose.assets?.css?.sync))
    tags.push(link(`${base}${chunk}`, 'style'));
  for (const chunk of strings(expose.assets?.js?.sync))
    tags.push(link(`${base}${chunk}`, 'script'));
  return tags;
}
