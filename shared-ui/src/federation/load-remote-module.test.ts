import { loadRemoteModule } from './load-remote-module';
import { RemoteLoadError } from './remote-load-error';

describe('loadRemoteModule', () => {
  it('retries a failing load and answers as soon as one attempt works', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('ScriptNetworkError'))
      .mockResolvedValueOnce({ default: 'page' });
    await expect(
      loadRemoteModule('mf_public/HomePage', { load, retryDelayMs: 1 }),
    ).resolves.toEqual({ default: 'page' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after the last attempt with a RemoteLoadError naming the remote', async () => {
    const cause = new Error('ScriptNetworkError');
    const load = jest.fn().mockRejectedValue(cause);
    const failure = loadRemoteModule('mf_admin/AdminDashboardPage', {
      load,
      attempts: 3,
      retryDelayMs: 1,
    });
    await expect(failure).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(failure).rejects.toMatchObject({
      remote: 'mf_admin',
      moduleId: 'mf_admin/AdminDashboardPage',
      cause,
    });
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('treats an empty answer as a failure', async () => {
    const load = jest.fn().mockResolvedValue(null);
    await expect(
      loadRemoteModule('mf_donor/DonorDashboardPage', { load, attempts: 2, retryDelayMs: 1 }),
    ).rejects.toBeInstanceOf(RemoteLoadError);
  });
});
