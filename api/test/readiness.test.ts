import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../src/db/embedded';
import { spawnApi, type ApiProcess } from './helpers/api-process';
import { startStandalonePostgres, type StandalonePostgres } from './helpers/standalone-postgres';

/*
 * Readiness that tells the truth (issue 31, item 4), on the real server (src/server.ts) and a
 * PostgreSQL of the test's own (embedded, on its own port: the machine's shared server is
 * never stopped):
 * - after SIGTERM, /api/ready answers 503 while the port still serves requests, for
 *   SHUTDOWN_DRAIN_MS, then the port closes and the process exits 0;
 * - while PostgreSQL is stopped, /api/ready answers 503 and API calls 503 with a French
 *   message and the code database_unavailable, never 500; the outage is logged once, not
 *   once per call, and its end once;
 * - Ctrl-C in a terminal (SIGINT to the whole process group) stops the app and then its
 *   embedded PostgreSQL, which is not in the terminal's group, with no error line.
 */

const UNAVAILABLE =
  'Service temporairement indisponible. Veuillez réessayer dans quelques minutes.';

interface Answer {
  status: number;
  body: string;
}

async function get(base: string, url: string): Promise<Answer | 'refused'> {
  try {
    const response = await fetch(`${base}${url}`, { headers: { connection: 'close' } });
    return { status: response.status, body: await response.text() };
  } catch {
    return 'refused';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** pino's lines of the process (its JSON output), parsed. */
function logLines(api: ApiProcess): { level: number; msg: string; [field: string]: unknown }[] {
  return api.lines.flatMap(({ text }) => {
    try {
      return [JSON.parse(text)];
    } catch {
      return [];
    }
  });
}

describe('readiness', () => {
  let pgDataDir: string;
  let postgres: StandalonePostgres | undefined;
  let pgPort: number;
  let api: ApiProcess | undefined;
  const apiDirs: string[] = [];

  const startPostgres = async () => {
    postgres = await startStandalonePostgres(pgDataDir, pgPort);
    expect(postgres.port).toBe(pgPort);
  };

  const startApi = async (
    env: Record<string, string | undefined> = {},
    ownProcessGroup = false,
  ) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-readiness-'));
    apiDirs.push(dataDir);
    const port = await freePort();
    api = spawnApi(
      {
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        SERVE_FRONTEND: 'false',
        SETTLEMENT_INTERVAL_MS: '0',
        RECONCILE_AFTER_MS: '600000',
        DATABASE_URL: postgres?.url,
        ...env,
      },
      { ownProcessGroup },
    );
    await api.healthy();
    return { base: `http://127.0.0.1:${port}`, dataDir };
  };

  beforeAll(async () => {
    pgDataDir = mkdtempSync(path.join(os.tmpdir(), 'api-readiness-pg-'));
    pgPort = await freePort();
    await startPostgres();
  }, 120_000);

  afterEach(async () => {
    await api?.stop('SIGKILL');
    api = undefined;
  });

  afterAll(async () => {
    await postgres?.stop();
    rmSync(pgDataDir, { recursive: true, force: true });
    for (const dir of apiDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('answers 503 on /api/ready from SIGTERM on, while the port still serves, then closes it', async () => {
    const { base } = await startApi({ SHUTDOWN_DRAIN_MS: '1500' });
    expect((await get(base, '/api/ready')) as Answer).toMatchObject({ status: 200 });

    api!.child.kill('SIGTERM');
    // From the moment the process handles the signal (its 'shutting down' line).
    while (!logLines(api!).some((line) => line.msg === 'shutting down')) await sleep(10);
    const seen: { at: number; ready: Answer | 'refused'; health: Answer | 'refused' }[] = [];
    const signalledAt = Date.now();
    while (Date.now() - signalledAt < 10_000) {
      const [ready, health] = await Promise.all([
        get(base, '/api/ready'),
        get(base, '/api/health'),
      ]);
      seen.push({ at: Date.now() - signalledAt, ready, health });
      if (ready === 'refused') break;
      await sleep(100);
    }
    const draining = seen.filter((probe) => probe.ready !== 'refused');
    // Several probes in the drain, each a 503 in French while other calls are still answered.
    expect(draining.length).toBeGreaterThanOrEqual(3);
    for (const probe of draining) {
      expect(probe.ready).toEqual({
        status: 503,
        body: JSON.stringify({ detail: UNAVAILABLE, code: 'unavailable' }),
      });
      expect(probe.health).toMatchObject({ status: 200 });
    }
    // The port closed after the drain, not before.
    expect(seen.at(-1)!.ready).toBe('refused');
    expect(seen.at(-1)!.at).toBeGreaterThanOrEqual(1400);
    expect(await api!.exited).toMatchObject({ code: 0 });
  }, 120_000);

  it('answers 503 with a French message while PostgreSQL is stopped, logs it once, and recovers', async () => {
    const { base } = await startApi({ OUTAGE_LOG_INTERVAL_MS: '60000' });
    expect((await get(base, '/api/ready')) as Answer).toMatchObject({ status: 200 });
    expect((await get(base, '/api/campaigns?category=education')) as Answer).toMatchObject({
      status: 200,
    });

    await postgres!.stop();
    postgres = undefined;
    expect(await get(base, '/api/ready')).toEqual({
      status: 503,
      body: JSON.stringify({ detail: UNAVAILABLE, code: 'unavailable' }),
    });
    // Reads the cache cannot answer and a write: 503 with the code, never a 500.
    for (let call = 0; call < 10; call += 1) {
      expect(await get(base, `/api/campaigns?category=education&page=${call + 1}`)).toEqual({
        status: 503,
        body: JSON.stringify({ detail: UNAVAILABLE, code: 'database_unavailable' }),
      });
      await sleep(150);
    }
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'personne@exemple.fr', password: 'secret-secret' }),
    });
    expect(login.status).toBe(503);
    expect(await login.json()).toEqual({ detail: UNAVAILABLE, code: 'database_unavailable' });

    // One line for the outage, whatever the calls, the job worker and the public cache met.
    const outageLines = () =>
      logLines(api!).filter((line) => /^database (unreachable|still unreachable)/.test(line.msg));
    expect(outageLines()).toHaveLength(1);
    expect(outageLines()[0]).toMatchObject({ level: 50 });
    expect(logLines(api!).filter((line) => line.statusCode === 503)).toEqual([]);
    expect(logLines(api!).filter((line) => line.msg === 'request failed')).toEqual([]);

    await startPostgres();
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const ready = await get(base, '/api/ready');
      if (ready !== 'refused' && ready.status === 200) break;
      await sleep(200);
    }
    expect((await get(base, '/api/ready')) as Answer).toMatchObject({ status: 200 });
    expect((await get(base, '/api/campaigns?category=education&page=99')) as Answer).toMatchObject({
      status: 200,
    });
    expect(logLines(api!).filter((line) => line.msg === 'database reachable again')).toHaveLength(
      1,
    );
    expect(outageLines()).toHaveLength(1);
  }, 120_000);

  it('stops on Ctrl-C with its embedded PostgreSQL, after the app, with no error line', async () => {
    // The API starts its own embedded PostgreSQL here (no DATABASE_URL), as `npm start` does.
    const { base, dataDir } = await startApi(
      { DATABASE_URL: undefined, EMBEDDED_PG_PORT: String(await freePort()) },
      true,
    );
    const postmaster = Number(
      readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    const groupOf = (pid: number) =>
      Number(
        execFileSync('ps', ['-o', 'pgid=', '-p', String(pid)])
          .toString()
          .trim(),
      );
    // Not in the terminal's group: Ctrl-C reaches the app only, which stops PostgreSQL last.
    expect(groupOf(postmaster)).not.toBe(api!.child.pid);
    expect((await get(base, '/api/ready')) as Answer).toMatchObject({ status: 200 });

    process.kill(-api!.child.pid!, 'SIGINT');
    expect(await api!.exited).toMatchObject({ code: 0 });
    const isAlive = () => {
      try {
        process.kill(postmaster, 0);
        return true;
      } catch {
        return false;
      }
    };
    expect(isAlive()).toBe(false);
    expect(logLines(api!).filter((line) => line.level >= 50)).toEqual([]);
    expect(api!.lines.map((line) => line.text).join('\n')).not.toMatch(/ERROR|FATAL/);
    expect(logLines(api!).map((line) => line.msg)).toContain('shutting down');
  }, 120_000);
});
