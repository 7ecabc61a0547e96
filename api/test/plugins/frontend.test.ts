import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import frontend, {
  contentSecurityPolicy,
  findBuiltFrontend,
  preferredEncoding,
} from '../../src/plugins/frontend';

const largeScript = `${'export const texte = "Soutenez les projets des associations";\n'.repeat(400)}`;

/** A remote's mf-manifest.json as its build writes it (the parts the page's preloads read). */
function buildManifest(hash: string): string {
  return JSON.stringify({
    name: 'mf_public',
    metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      {
        name: 'CampaignListPage',
        assets: {
          js: { sync: [`src_exposes_home.${hash}.js`], async: ['later.00000000.js'] },
          css: { sync: ['list.0a0b0c0d.css'], async: [] },
        },
      },
    ],
  });
}

/** The preloads of the shell's start-up files (its startup-assets.json in the fixture). */
const SHELL_STARTUP = [
  'style /978.cccc2222.css',
  'script /62.aaaa0000.js',
  'script /470.bbbb1111.js',
];

/** The `<link rel="preload">` hrefs of a page, with their `as`. */
const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"/g)].map(
    ([, href, as]) => `${as} ${href}`,
  );

/** The runtime manifest the page carries for the shell's start-up. */
function pageManifestOf(html: string): unknown {
  const block =
    /<script type="application\/json" id="remotes-manifest-data">([^<]*)<\/script>/.exec(html);
  return block ? JSON.parse(block[1] ?? '') : undefined;
}

function write(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

describe('frontend plugin', () => {
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'frontend-plugin-'));
    write(
      path.join(root, 'package.json'),
      JSON.stringify({ workspaces: ['shell', 'mf-public', 'mf-admin', 'api'] }),
    );
    write(
      path.join(root, 'shell/dist/index.html'),
      '<!doctype html><html><head><title>shell</title></head><body></body></html>',
    );
    write(path.join(root, 'shell/dist/main.0123abcd.js'), 'console.log("shell")');
    write(
      path.join(root, 'shell/dist/startup-assets.json'),
      JSON.stringify({ js: ['62.aaaa0000.js', '470.bbbb1111.js'], css: ['978.cccc2222.css'] }),
    );
    write(path.join(root, 'shell/dist/.build-stamp'), 'built');
    write(path.join(root, 'mf-public/dist/mf-manifest.json'), buildManifest('89abcdef'));
    write(path.join(root, 'mf-public/dist/remoteEntry.js'), 'var mf_public;');
    write(path.join(root, 'mf-public/dist/src_exposes_home.89abcdef.js'), 'home()');
    write(path.join(root, 'mf-public/dist/vendor.0011aabb.js'), largeScript);
    // mf-admin is not built: it must not appear in the manifest.

    const options = findBuiltFrontend(root, {});
    if (!options) throw new Error('the fixture has a built shell');
    app = Fastify();
    app.setNotFoundHandler((_request, reply) =>
      reply.code(404).send({ detail: 'Ressource introuvable' }),
    );
    app.get('/api/health', async () => ({ data: { status: 'ok' } }));
    await app.register(frontend, options);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('finds nothing to serve when the shell is not built', () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'frontend-empty-'));
    write(path.join(empty, 'package.json'), '{}');
    expect(findBuiltFrontend(empty, {})).toBeNull();
    rmSync(empty, { recursive: true, force: true });
  });

  it('serves nothing when told not to, built or not', () => {
    expect(findBuiltFrontend(root, { SERVE_FRONTEND: 'false' })).toBeNull();
  });

  it('serves the shell page for client routes, never cached', async () => {
    for (const url of [
      '/',
      '/admin',
      '/campaign/une-campagne?x=1',
      '/dashboard/campaigns/create',
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>shell</title>');
    }
  });

  it("sends the page with a CSP that allows only this origin's scripts", async () => {
    const policy = String((await app.inject('/admin')).headers['content-security-policy']);
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it('allows the origins of remotes and API served elsewhere', () => {
    const manifestFile = path.join(root, 'remotes.production.json');
    write(
      manifestFile,
      JSON.stringify({
        mf_admin: 'https://admin.cdn.example/mf-manifest.json',
        mf_public: '/remotes/mf_public/mf-manifest.json',
      }),
    );
    const policy = contentSecurityPolicy({
      remotesManifestFile: manifestFile,
      apiBaseUrl: 'https://api.example/api',
    });
    expect(policy).toContain("script-src 'self' https://admin.cdn.example;");
    expect(policy).toContain("connect-src 'self' https://admin.cdn.example https://api.example;");
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await app.inject('/main.0123abcd.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe('console.log("shell")');
  });

  it('answers a missing asset with 404, not the page', async () => {
    expect((await app.inject('/missing.0123abcd.js')).statusCode).toBe(404);
    expect((await app.inject('/remotes/mf_public/nothing.js')).statusCode).toBe(404);
    expect((await app.inject('/remotes/mf_admin/mf-manifest.json')).statusCode).toBe(404);
    expect((await app.inject('/remotes/unknown/page')).statusCode).toBe(404);
    expect((await app.inject('/.build-stamp')).statusCode).toBe(404);
  });

  it('leaves /api to the API, its routes and its 404', async () => {
    expect((await app.inject('/api/health')).json()).toEqual({ data: { status: 'ok' } });
    const missing = await app.inject('/api/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Ressource introuvable' });
  });

  it("serves each remote's dist under its own path, entry files revalidated", async () => {
    const entry = await app.inject('/remotes/mf_public/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    const manifest = await app.inject('/remotes/mf_public/mf-manifest.json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const chunk = await app.inject('/remotes/mf_public/src_exposes_home.89abcdef.js');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses text assets for clients that accept it, with a validator per encoding', async () => {
    const url = '/remotes/mf_public/vendor.0011aabb.js';
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(largeScript.length / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(largeScript);

    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(largeScript);
    expect(gzip.headers.etag).not.toBe(br.headers.etag);

    const revalidated = await app.inject({
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');

    const raw = await app.inject({ url });
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body).toBe(largeScript);
  });

  it('picks the encoding the client prefers and never one it refuses', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding('*')).toBe('gzip');
  });

  it('refuses paths that leave the dist folder', async () => {
    for (const url of [
      '/remotes/mf_public/..%2f..%2fpackage.json',
      '/..%2fpackage.json',
      '/%2e%2e/%2e%2e/package.json',
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('workspaces');
    }
  });

  it("writes the runtime manifest and a public page's first requests into the page", async () => {
    const page = (await app.inject('/campaigns')).body;
    expect(pageManifestOf(page)).toEqual({ mf_public: '/remotes/mf_public/mf-manifest.json' });
    // Fetched with the page, not one after the other: the remote's entry, the page's own styles
    // and chunks (not the chunks it loads later); not its mf-manifest.json, which the page's
    // runtime does not read (it registers the remoteEntry.js beside it).
    // First the shell's start-up styles and chunks (every page boots the shell), then the remote.
    expect(preloadsOf(page)).toEqual([
      ...SHELL_STARTUP,
      'fetch /api/campaigns',
      'script /remotes/mf_public/remoteEntry.js',
      'style /remotes/mf_public/list.0a0b0c0d.css',
      'script /remotes/mf_public/src_exposes_home.89abcdef.js',
    ]);
    // A page the remote does not expose, a signed-in page: the manifest and the shell only.
    for (const url of ['/admin', '/login', '/campaign/une-campagne/extra']) {
      const other = (await app.inject(url)).body;
      expect(pageManifestOf(other)).toEqual({ mf_public: '/remotes/mf_public/mf-manifest.json' });
      expect(preloadsOf(other)).toEqual(SHELL_STARTUP);
    }
  });

  it("announces a public page's first API reads to a visitor without a session", async () => {
    const apiPreloads = async (url: string, headers: Record<string, string> = {}) =>
      preloadsOf((await app.inject({ url, headers })).body).filter((tag) =>
        tag.startsWith('fetch /api/'),
      );
    expect(await apiPreloads('/')).toEqual([
      'fetch /api/campaigns',
      'fetch /api/associations',
      'fetch /api/stats',
    ]);
    expect(await apiPreloads('/campaign/un-camion')).toEqual([
      'fetch /api/campaigns/un-camion',
      'fetch /api/campaigns/un-camion/donations',
    ]);
    // A signed-in visitor's reads carry their token; a filtered list asks for another answer.
    expect(await apiPreloads('/campaign/un-camion', { cookie: 'token=abc' })).toEqual([]);
    expect(await apiPreloads('/campaigns?category=health')).toEqual([]);
    expect(await apiPreloads('/admin')).toEqual([]);
  });

  it('writes the runtime config into every page, as /runtime-config.json serves it', async () => {
    for (const url of ['/', '/campaigns', '/admin']) {
      const page = (await app.inject(url)).body;
      const block =
        /<script type="application\/json" id="runtime-config-data">([^<]*)<\/script>/.exec(page);
      expect(JSON.parse(block?.[1] ?? 'null')).toEqual({ apiBaseUrl: '/api' });
    }
  });

  it('publishes the runtime manifest of the built remotes and the runtime config', async () => {
    const manifest = await app.inject('/remotes.json');
    expect(manifest.json()).toEqual({ mf_public: '/remotes/mf_public/mf-manifest.json' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await app.inject('/runtime-config.json')).json()).toEqual({ apiBaseUrl: '/api' });
  });

  it('revalidates the runtime manifest with an ETag and answers 304 while it is unchanged', async () => {
    const first = await app.inject('/remotes.json');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({ url: '/remotes.json', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe('no-cache');
  });

  it("never takes the shell's own build manifest for a remote", () => {
    write(path.join(root, 'shell/dist/mf-manifest.json'), JSON.stringify({ name: 'shell' }));
    try {
      const options = findBuiltFrontend(root, {});
      expect(options?.remotes.map((remote) => remote.name)).toEqual(['mf_public']);
    } finally {
      rmSync(path.join(root, 'shell/dist/mf-manifest.json'));
    }
  });

  it('reads the releases folder from RELEASES_DIR, relative to the repository', () => {
    expect(findBuiltFrontend(root, {})?.releasesDir).toBe(path.join(root, 'deploy/releases'));
    expect(findBuiltFrontend(root, { RELEASES_DIR: 'elsewhere' })?.releasesDir).toBe(
      path.join(root, 'elsewhere'),
    );
  });

  describe('with remotes published by npm run deploy', () => {
    const releases = () => path.join(root, 'deploy/releases');
    const folder = 'mf_public/0.2.0-0123456789';
    const deployedManifest = {
      mf_public: `/releases/${folder}/mf-manifest.json`,
      mf_admin: '/remotes/mf_admin/mf-manifest.json',
    };

    beforeAll(() => {
      write(path.join(releases(), folder, 'mf-manifest.json'), buildManifest('fedcba98'));
      write(path.join(releases(), folder, 'remoteEntry.js'), 'var mf_public_v2;');
      write(path.join(releases(), folder, 'src_exposes_home.fedcba98.js'), 'home2()');
      write(path.join(releases(), 'mf_public/history.json'), JSON.stringify(['0.2.0-0123456789']));
    });

    afterAll(() => {
      rmSync(releases(), { recursive: true, force: true });
    });

    it('serves the manifest the deploy wrote, read again on every request', async () => {
      // No manifest written yet: the built remotes.
      expect((await app.inject('/remotes.json')).json()).toEqual({
        mf_public: '/remotes/mf_public/mf-manifest.json',
      });
      const before = String((await app.inject('/remotes.json')).headers.etag);

      write(path.join(releases(), 'remotes.json'), JSON.stringify(deployedManifest));
      const deployed = await app.inject({
        url: '/remotes.json',
        headers: { 'if-none-match': before },
      });
      expect(deployed.statusCode).toBe(200);
      expect(deployed.json()).toEqual(deployedManifest);
      expect(deployed.headers['cache-control']).toBe('no-cache');
      expect(deployed.headers.etag).not.toBe(before);

      // A rollback rewrites it: the next request sees it.
      const rolledBack = { ...deployedManifest, mf_public: '/remotes/mf_public/mf-manifest.json' };
      write(path.join(releases(), 'remotes.json'), JSON.stringify(rolledBack));
      expect((await app.inject('/remotes.json')).json()).toEqual(rolledBack);
      write(path.join(releases(), 'remotes.json'), JSON.stringify(deployedManifest));
    });

    it('sends pages that name the deployed release, and the rolled-back one after a rollback', async () => {
      write(path.join(releases(), 'remotes.json'), JSON.stringify(deployedManifest));
      const deployed = (await app.inject('/campaigns')).body;
      expect(pageManifestOf(deployed)).toEqual(deployedManifest);
      expect(preloadsOf(deployed)).toEqual([
        ...SHELL_STARTUP,
        'fetch /api/campaigns',
        `script /releases/${folder}/remoteEntry.js`,
        `style /releases/${folder}/list.0a0b0c0d.css`,
        `script /releases/${folder}/src_exposes_home.fedcba98.js`,
      ]);

      const rolledBack = { ...deployedManifest, mf_public: '/remotes/mf_public/mf-manifest.json' };
      write(path.join(releases(), 'remotes.json'), JSON.stringify(rolledBack));
      const page = (await app.inject('/campaigns')).body;
      expect(pageManifestOf(page)).toEqual(rolledBack);
      expect(preloadsOf(page)).toContain('script /remotes/mf_public/src_exposes_home.89abcdef.js');

      // A remote on another origin: the page carries the manifest, the runtime loads the rest.
      const elsewhere = { mf_public: 'https://cdn.example/mf_public/mf-manifest.json' };
      write(path.join(releases(), 'remotes.json'), JSON.stringify(elsewhere));
      const remote = (await app.inject('/campaigns')).body;
      expect(pageManifestOf(remote)).toEqual(elsewhere);
      expect(preloadsOf(remote)).toEqual([...SHELL_STARTUP, 'fetch /api/campaigns']);
      write(path.join(releases(), 'remotes.json'), JSON.stringify(deployedManifest));
    });

    it('escapes the manifest it writes into the page', async () => {
      const hostile = {
        mf_public: '/remotes/mf_public/mf-manifest.json?</script><script>alert(1)',
      };
      write(path.join(releases(), 'remotes.json'), JSON.stringify(hostile));
      const page = (await app.inject('/')).body;
      expect(page).not.toContain('</script><script>alert(1)');
      expect(pageManifestOf(page)).toEqual(hostile);
      write(path.join(releases(), 'remotes.json'), JSON.stringify(deployedManifest));
    });

    it('serves release folders: hashed chunks for a year, entries and manifests revalidated', async () => {
      const entry = await app.inject(`/releases/${folder}/remoteEntry.js`);
      expect(entry.statusCode).toBe(200);
      expect(entry.body).toBe('var mf_public_v2;');
      expect(entry.headers['cache-control']).toBe('no-cache');
      const etag = entry.headers.etag;
      expect(etag).toBeTruthy();
      const unchanged = await app.inject({
        url: `/releases/${folder}/remoteEntry.js`,
        headers: { 'if-none-match': String(etag) },
      });
      expect(unchanged.statusCode).toBe(304);

      const manifest = await app.inject(`/releases/${folder}/mf-manifest.json`);
      expect(manifest.statusCode).toBe(200);
      expect(manifest.headers['cache-control']).toBe('no-cache');

      const chunk = await app.inject(`/releases/${folder}/src_exposes_home.fedcba98.js`);
      expect(chunk.body).toBe('home2()');
      expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('serves nothing else from the releases folder', async () => {
      for (const url of [
        '/releases/remotes.json',
        '/releases/mf_public/history.json',
        `/releases/${folder}/missing.0123abcd.js`,
        `/releases/${folder}/..%2f..%2fremotes.json`,
        '/releases/..%2fpackage.json',
        '/releases/mf_public/0.2.0-0123456789',
      ]) {
        const response = await app.inject(url);
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('mf_public');
      }
    });

    it('answers 404 for a symbolic link planted in a release folder, wherever it leads', async () => {
      // Issue 26 item 13: a link to the instance's token secret, and a folder link to its data.
      const data = path.join(root, 'data');
      write(path.join(data, 'jwt-secret'), 'jwt-secret-do-not-serve');
      const release = path.join(releases(), folder);
      symlinkSync(path.join(data, 'jwt-secret'), path.join(release, 'leak.js'));
      symlinkSync(data, path.join(release, 'data'));
      symlinkSync(path.join(data, 'jwt-secret'), path.join(release, 'leak.0123abcd.js'));
      try {
        for (const url of [
          `/releases/${folder}/leak.js`,
          `/releases/${folder}/leak.0123abcd.js`,
          `/releases/${folder}/data/jwt-secret`,
        ]) {
          const response = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
          expect(response.statusCode).toBe(404);
          expect(response.body).not.toContain('jwt-secret-do-not-serve');
        }
        // The regular files beside them are still served.
        expect((await app.inject(`/releases/${folder}/remoteEntry.js`)).statusCode).toBe(200);
      } finally {
        for (const link of ['leak.js', 'data', 'leak.0123abcd.js'])
          rmSync(path.join(release, link), { force: true });
      }
    });

    it('lets the page load scripts from an origin a deploy names', async () => {
      write(
        path.join(releases(), 'remotes.json'),
        JSON.stringify({ ...deployedManifest, mf_admin: 'https://cdn.example/mf-manifest.json' }),
      );
      const policy = String((await app.inject('/')).headers['content-security-policy']);
      expect(policy).toContain("script-src 'self' https://cdn.example;");
      write(path.join(releases(), 'remotes.json'), JSON.stringify(deployedManifest));
    });

    it('prefers a manifest named by REMOTES_MANIFEST over the deployed one', async () => {
      const named = path.join(root, 'named.json');
      write(named, JSON.stringify({ mf_public: 'https://elsewhere.example/mf-manifest.json' }));
      const options = findBuiltFrontend(root, { REMOTES_MANIFEST: named });
      if (!options) throw new Error('the fixture has a built shell');
      const other = Fastify();
      await other.register(frontend, options);
      try {
        expect((await other.inject('/remotes.json')).json()).toEqual({
          mf_public: 'https://elsewhere.example/mf-manifest.json',
        });
      } finally {
        await other.close();
      }
    });
  });
});
