import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadFederated } from './load-federated';
import { RemoteLoadError } from './remote-load-error';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const remotes: { name: string }[] = [];
(getInstance as jest.Mock).mockImplementation(() => ({ options: { remotes } }));
(registerRemotes as jest.Mock).mockImplementation((list: { name: string }[]) =>
  remotes.push(...list),
);

describe('loadFederated', () => {
  beforeEach(() => {
    remotes.length = 0;
    jest.mocked(loadRemote).mockReset();
    jest.mocked(registerRemotes).mockClear();
  });

  it('registers an unknown remote from the runtime manifest, then loads the module', async () => {
    const fetchStub = jest.fn().mockResolvedValue({
      ok: true,
      json: async () => ({ mf_donation: '/remotes/mf_donation/mf-manifest.json' }),
    });
    global.fetch = fetchStub;
    jest.mocked(loadRemote).mockResolvedValue({ default: 'dialog' });

    await expect(loadFederated('mf_donation/ContributionDialog')).resolves.toEqual({
      default: 'dialog',
    });
    expect(fetchStub).toHaveBeenCalledWith('http://localhost/remotes.json', expect.anything());
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_donation', entry: 'http://localhost/remotes/mf_donation/remoteEntry.js' },
    ]);
  });

  it('retries a failed load, then gives up with a RemoteLoadError', async () => {
    remotes.push({ name: 'mf_donation' });
    jest.mocked(loadRemote).mockRejectedValue(new Error('ScriptNetworkError'));
    await expect(
      loadFederated('mf_donation/ContributionDialog', { retryDelayMs: 0 }),
    ).rejects.toBeInstanceOf(RemoteLoadError);
    expect(loadRemote).toHaveBeenCalledTimes(3);
    expect(registerRemotes).not.toHaveBeenCalled();
  });
});
