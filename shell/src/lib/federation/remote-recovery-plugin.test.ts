import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { createRemoteRecoveryPlugin } from './remote-recovery-plugin';

type Remote = { name: string; entry: string };

function fakeHost(remotes: Remote[]) {
  const host = {
    options: { remotes },
    registerRemotes: jest.fn((added: Remote[]) => {
      for (const remote of added) {
        const index = host.options.remotes.findIndex((r) => r.name === remote.name);
        if (index === -1) host.options.remotes.push(remote);
        else host.options.remotes[index] = remote;
      }
    }),
  };
  return host;
}

function beforeRequest(
  plugin: ReturnType<typeof createRemoteRecoveryPlugin>,
  id: string,
  host: ReturnType<typeof fakeHost>,
) {
  const args = { id, options: host.options, origin: host } as unknown as Parameters<
    NonNullable<typeof plugin.beforeRequest>
  >[0];
  return plugin.beforeRequest!(args);
}

function loadFailed(
  plugin: ReturnType<typeof createRemoteRecoveryPlugin>,
  id: string,
  host: ReturnType<typeof fakeHost>,
) {
  return plugin.errorLoadRemote!({
    id,
    error: new Error('ScriptNetworkError'),
    from: 'runtime',
    lifecycle: 'onLoad',
    origin: host as unknown as ModuleFederation,
  });
}

describe('remote recovery plugin', () => {
  it('leaves a registered, healthy remote alone', async () => {
    const readManifest = jest.fn();
    const host = fakeHost([{ name: 'mf_admin', entry: 'http://a/mf-manifest.json' }]);
    await beforeRequest(
      createRemoteRecoveryPlugin({ readManifest }),
      'mf_admin/AdminDashboardPage',
      host,
    );
    expect(readManifest).not.toHaveBeenCalled();
  });

  it('registers a remote the start-up manifest did not have, on first use', async () => {
    const readManifest = jest
      .fn()
      .mockResolvedValue([{ name: 'mf_admin', entry: 'http://a/mf-manifest.json' }]);
    const host = fakeHost([]);
    await beforeRequest(
      createRemoteRecoveryPlugin({ readManifest }),
      'mf_admin/AdminDashboardPage',
      host,
    );
    expect(host.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mf_admin', entry: 'http://a/mf-manifest.json' }],
      { force: false },
    );
  });

  it('reports a failed load, lets the error through, and re-reads the manifest before the next attempt', async () => {
    const onFailure = jest.fn();
    const readManifest = jest
      .fn()
      .mockResolvedValue([{ name: 'mf_admin', entry: 'http://b/mf-manifest.json' }]);
    const host = fakeHost([{ name: 'mf_admin', entry: 'http://a/mf-manifest.json' }]);
    const plugin = createRemoteRecoveryPlugin({ readManifest, onFailure });

    await expect(loadFailed(plugin, 'mf_admin/AdminDashboardPage', host)).resolves.toBeUndefined();
    expect(onFailure).toHaveBeenCalledWith(
      expect.objectContaining({ remote: 'mf_admin', id: 'mf_admin/AdminDashboardPage' }),
    );

    // Redeployed under a new URL: the retry picks it up.
    await beforeRequest(plugin, 'mf_admin/AdminDashboardPage', host);
    expect(host.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mf_admin', entry: 'http://b/mf-manifest.json' }],
      { force: true },
    );
  });

  it('keeps going when the manifest itself cannot be read', async () => {
    const readManifest = jest.fn().mockRejectedValue(new Error('offline'));
    const host = fakeHost([]);
    const args = await beforeRequest(
      createRemoteRecoveryPlugin({ readManifest }),
      'mf_public/HomePage',
      host,
    );
    expect(args).toMatchObject({ id: 'mf_public/HomePage' });
    expect(host.registerRemotes).not.toHaveBeenCalled();
  });
});
