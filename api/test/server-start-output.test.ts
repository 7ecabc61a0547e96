import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawnApi, type ApiProcess } from './helpers/api-process';
import { createTestContext, type TestContext } from './helpers/test-app';
import { addressToOpen, startBannerLines } from '../src/lib/start-banner';

/*
 * Issue 31, item 6: what an operator reads when the server starts. No Fastify deprecation
 * warning, no graphile-worker line about a missing 'crontab' file; the address to open and,
 * with the demo data, where its accounts are listed.
 */

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('the start banner', () => {
  it('names the address to open, localhost for a loopback or any-address host', () => {
    expect(addressToOpen({ host: '127.0.0.1', port: 3000, publicUrl: undefined })).toBe(
      'http://localhost:3000',
    );
    expect(addressToOpen({ host: '0.0.0.0', port: 8080, publicUrl: undefined })).toBe(
      'http://localhost:8080',
    );
    expect(addressToOpen({ host: '10.0.0.5', port: 3000, publicUrl: undefined })).toBe(
      'http://10.0.0.5:3000',
    );
    expect(
      addressToOpen({ host: '127.0.0.1', port: 3000, publicUrl: 'https://dons.example.fr/' }),
    ).toBe('https://dons.example.fr');
  });

  it('says where the demo accounts are listed only when they exist', () => {
    const facts = { host: '127.0.0.1', port: 3000, publicUrl: undefined, frontendBuilt: true };
    expect(startBannerLines({ ...facts, demoAccounts: false })).toEqual([
      'ready: open http://localhost:3000 in a browser',
    ]);
    const withDemo = startBannerLines({ ...facts, demoAccounts: true });
    expect(withDemo[1]).toContain('http://localhost:3000/login');
    expect(withDemo[1]).toContain("README.md, section 'Demo accounts'");
    expect(startBannerLines({ ...facts, frontendBuilt: false, demoAccounts: false })[0]).toContain(
      'http://localhost:3000/api',
    );
  });
});

describe('the real server at start', () => {
  let ctx: TestContext;
  let dataDir: string;
  let api: ApiProcess | undefined;

  beforeAll(async () => {
    ctx = await createTestContext({ jobWorker: false });
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-start-output-'));
  });
  afterAll(async () => {
    await api?.stop('SIGTERM');
    await ctx.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints no deprecation or crontab line, then the address and the demo accounts', async () => {
    const port = await freePort();
    api = spawnApi({
      DATABASE_URL: ctx.databaseUrl,
      PORT: String(port),
      DATA_DIR: dataDir,
      JWT_SECRET: ctx.config.jwtSecret,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'info',
      SERVE_FRONTEND: 'false',
      SETTLEMENT_INTERVAL_MS: '0',
      RECONCILE_AFTER_MS: '600000',
    });
    await api.healthy();
    const text = () => api!.lines.map((line) => line.text).join('\n');
    // The worker's start line and the banner both come after listen, in either order: wait
    // for both, then read everything.
    const deadline = Date.now() + 30_000;
    const both = () => text().includes('Worker connected') && text().includes('demo data: log in');
    while (!both() && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(text()).toContain('Worker connected');
    expect(text()).toContain('demo data seeded');
    expect(text()).toContain(`the API answers on http://localhost:${port}/api`);
    expect(text()).toContain(
      `log in at http://localhost:${port}/login with the demo accounts listed in README.md, section 'Demo accounts'`,
    );
    expect(text()).not.toMatch(/Deprecation|FSTDEP/);
    expect(text()).not.toMatch(/crontab/i);
  }, 120_000);
});
