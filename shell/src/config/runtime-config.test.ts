import { loadRuntimeConfig, readRuntimeConfig } from './runtime-config';

function page(metas: Record<string, string>): Document {
  const doc = document.implementation.createHTMLDocument('t');
  for (const [name, content] of Object.entries(metas)) {
    const meta = doc.createElement('meta');
    meta.name = name;
    meta.content = content;
    doc.head.appendChild(meta);
  }
  return doc;
}

describe('runtime config', () => {
  it('defaults to same-origin /api and /remotes.json', () => {
    expect(readRuntimeConfig(page({}))).toEqual({
      apiBase: '/api',
      remotesManifestUrl: '/remotes.json',
      runtimeConfigUrl: '/runtime-config.json',
      operator: {},
      registerAssociationUrl: null,
    });
  });

  it('reads the settings written in the page', () => {
    expect(
      readRuntimeConfig(
        page({ 'api-base': 'https://api.example/api', 'remotes-manifest': '/deploy/remotes.json' }),
      ),
    ).toMatchObject({
      apiBase: 'https://api.example/api',
      remotesManifestUrl: '/deploy/remotes.json',
    });
  });

  it("lets the server's runtime-config.json override the API base, and survives its absence", async () => {
    const served = jest.fn().mockResolvedValue({
      ok: true,
      json: async () => ({ apiBaseUrl: 'https://other.example/api' }),
    });
    await expect(loadRuntimeConfig(page({}), served)).resolves.toMatchObject({
      apiBase: 'https://other.example/api',
    });
    const missing = jest.fn().mockResolvedValue({ ok: false, status: 404 });
    await expect(loadRuntimeConfig(page({}), missing)).resolves.toMatchObject({ apiBase: '/api' });
    const offline = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(loadRuntimeConfig(page({}), offline)).resolves.toMatchObject({ apiBase: '/api' });
  });

  it('takes the runtime config the server wrote into the page, without a round trip', async () => {
    const doc = page({ 'api-base': '/from-meta' });
    const block = doc.createElement('script');
    block.type = 'application/json';
    block.id = 'runtime-config-data';
    block.textContent = JSON.stringify({ apiBaseUrl: 'https://written.example/api' });
    doc.head.appendChild(block);
    const fetchSpy = jest.fn();
    await expect(loadRuntimeConfig(doc, fetchSpy)).resolves.toMatchObject({
      apiBase: 'https://written.example/api',
    });
    expect(fetchSpy).not.toHaveBeenCalled();
    // A block without an API base leaves the page's setting, still without fetching.
    block.textContent = '{}';
    await expect(loadRuntimeConfig(doc, fetchSpy)).resolves.toMatchObject({
      apiBase: '/from-meta',
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("takes the operator's identity for the legal pages from the server, and only its text fields", async () => {
    const served = jest.fn().mockResolvedValue({
      ok: true,
      json: async () => ({
        apiBaseUrl: '/api',
        operator: { publisherName: 'Dons Solidaires', hostName: 'Hébergeur SA', unknown: 'x' },
      }),
    });
    await expect(loadRuntimeConfig(page({}), served)).resolves.toMatchObject({
      operator: { publisherName: 'Dons Solidaires', hostName: 'Hébergeur SA' },
    });
    const odd = jest.fn().mockResolvedValue({ ok: true, json: async () => ({ operator: 42 }) });
    await expect(loadRuntimeConfig(page({}), odd)).resolves.toMatchObject({ operator: {} });
  });

  it("takes the operator's external association sign-up form from the server, if any", async () => {
    const served = jest.fn().mockResolvedValue({
      ok: true,
      json: async () => ({ registerAssociationUrl: 'https://forms.example.org/adhesion' }),
    });
    await expect(loadRuntimeConfig(page({}), served)).resolves.toMatchObject({
      registerAssociationUrl: 'https://forms.example.org/adhesion',
    });
    const none = jest.fn().mockResolvedValue({ ok: true, json: async () => ({}) });
    await expect(loadRuntimeConfig(page({}), none)).resolves.toMatchObject({
      registerAssociationUrl: null,
    });
  });
});
