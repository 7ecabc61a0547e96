import {
  fetchRemotesManifest,
  parseRemotesManifest,
  readPageRemotesManifest,
} from './remotes-manifest';

describe('runtime remotes manifest', () => {
  it('resolves relative entries against the manifest URL, each remote by its remoteEntry.js', () => {
    expect(
      parseRemotesManifest(
        {
          mf_public: '/remotes/mf_public/mf-manifest.json',
          mf_admin: 'https://cdn.example/admin/mf-manifest.json?v=2',
          mf_donor: '/releases/mf_donor/1.0.0/remoteEntry.js',
        },
        'https://dons.example/remotes.json',
      ),
    ).toEqual([
      { name: 'mf_public', entry: 'https://dons.example/remotes/mf_public/remoteEntry.js' },
      { name: 'mf_admin', entry: 'https://cdn.example/admin/remoteEntry.js?v=2' },
      { name: 'mf_donor', entry: 'https://dons.example/releases/mf_donor/1.0.0/remoteEntry.js' },
    ]);
  });

  it('drops malformed entries and bodies', () => {
    expect(
      parseRemotesManifest(
        { mf_public: 42, 'bad name': '/x', mf_donor: '' },
        'https://dons.example/',
      ),
    ).toEqual([]);
    expect(parseRemotesManifest(['/x'], 'https://dons.example/')).toEqual([]);
    expect(parseRemotesManifest(null, 'https://dons.example/')).toEqual([]);
  });

  it("reads the page's copy of the manifest, and nothing when the page has none", () => {
    const page = document.implementation.createHTMLDocument('page');
    expect(readPageRemotesManifest('/remotes.json', page)).toBeNull();
    const block = page.createElement('script');
    block.type = 'application/json';
    block.id = 'remotes-manifest-data';
    block.textContent = '{"mf_public":"/remotes/mf_public/mf-manifest.json"}';
    page.head.append(block);
    expect(readPageRemotesManifest('/remotes.json', page)).toEqual([
      { name: 'mf_public', entry: 'http://localhost/remotes/mf_public/remoteEntry.js' },
    ]);
    block.textContent = '{not json';
    expect(readPageRemotesManifest('/remotes.json', page)).toBeNull();
  });

  it('fails on an HTTP error so the caller can fall back', async () => {
    const fetchStub = jest.fn().mockResolvedValue({ ok: false, status: 404 });
    await expect(fetchRemotesManifest('/remotes.json', fetchStub)).rejects.toThrow('404');
  });

  it('reads the manifest without cache', async () => {
    const fetchStub = jest.fn().mockResolvedValue({
      ok: true,
      json: async () => ({ mf_donor: '/remotes/mf_donor/mf-manifest.json' }),
    });
    await expect(fetchRemotesManifest('/remotes.json', fetchStub)).resolves.toEqual([
      { name: 'mf_donor', entry: 'http://localhost/remotes/mf_donor/remoteEntry.js' },
    ]);
    expect(fetchStub).toHaveBeenCalledWith(
      'http://localhost/remotes.json',
      expect.objectContaining({ cache: 'no-store' }),
    );
  });
});
