/** The five remotes the shell composes, by their federation name. */
export const REMOTE_NAMES = [
  'mf_public',
  'mf_donation',
  'mf_manager',
  'mf_admin',
  'mf_donor',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** A federated module id: 'mf_admin/AdminDashboardPage'. */
export type RemoteModuleId = `${RemoteName}/${string}`;

export function remoteNameOf(id: string): string {
  return id.split('/')[0] ?? id;
}

/**
 * The id of the JSON block in which the server that sends the page writes the runtime manifest
 * of that moment (the body of /remotes.json): the shell reads it instead of fetching the file.
 */
export const PAGE_REMOTES_MANIFEST_ID = 'remotes-manifest-data';

/**
 * The id of the JSON block in which the server that sends the page writes its runtime config
 * (the body of /runtime-config.json): the shell reads it instead of fetching the file.
 */
export const PAGE_RUNTIME_CONFIG_ID = 'runtime-config-data';

/**
 * The id of the first view the server may send with a public page for a visitor without a
 * session: the page's heading (and the home page's hero, a campaign's cover) painted before any
 * JavaScript runs. The shell removes it, and shows its own render, once the route's page is there.
 */
export const PAGE_FIRST_VIEW_ID = 'first-view';
