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
