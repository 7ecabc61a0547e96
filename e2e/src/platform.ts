import { spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const rootDir = path.resolve(__dirname, '..', '..');
export const artifactsDir = path.join(rootDir, 'e2e', 'artifacts');

declare global {
  // Shared by jest's global setup and teardown, which run in the same process.
  var e2ePlatform: Platform | undefined;
}

export interface Platform {
  baseUrl: string;
  dataDir: string;
  pid: number;
  logFile: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function isUp(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** The postmaster a crashed or killed API may leave behind: its pid is the first line of postmaster.pid. */
function leftoverPostgres(dataDir: string): number | null {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : null;
}

/**
 * Starts the platform as `npm start` does (scripts/start.mjs: build what is missing, then the
 * API serving everything) on a free port with a fresh data folder, embedded PostgreSQL and the
 * demo seed, and resolves once both the API and the shell answer.
 */
export async function startPlatform(
  options: { label?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<Platform> {
  const label = options.label ?? 'e2e';
  const port = await freePort();
  const pgPort = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `${label}-data-`));
  // mkdtemp makes a 0700 folder; PostgreSQL runs as its own user when we are root and must
  // reach its data folder under this one.
  chmodSync(dataDir, 0o755);
  mkdirSync(artifactsDir, { recursive: true });
  const logFile = path.join(artifactsDir, `${label}-platform.log`);
  const log = createWriteStream(logFile);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    SEED_DEMO: 'true',
    // The journeys log in many times from one address.
    AUTH_RATE_LIMIT_MAX: '10000',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  // CI points DATABASE_URL at the machine's PostgreSQL for the API tests: the journeys run on
  // the embedded default, as `npm start` on a clean clone does.
  delete env.DATABASE_URL;
  delete env.SERVE_FRONTEND;

  const child = spawn(process.execPath, [path.join(rootDir, 'scripts', 'start.mjs')], {
    cwd: rootDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that stopping it reaches everything it started.
    detached: true,
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const pid = child.pid;
  if (pid === undefined) throw new Error('could not start scripts/start.mjs');

  const baseUrl = `http://127.0.0.1:${port}`;
  // Interrupted runs (Ctrl-C, a crash) skip the teardown: the platform and its PostgreSQL
  // still get SIGTERM when this process exits.
  const stopOnExit = () => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  };
  process.once('exit', stopOnExit);
  const stop = async () => {
    process.off('exit', stopOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      // The API stops its embedded PostgreSQL on SIGTERM.
      process.kill(pid, 'SIGTERM');
      if (!(await waitForExit(child, 20_000))) {
        try {
          process.kill(-pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
        await waitForExit(child, 5_000);
      }
    }
    const postgres = leftoverPostgres(dataDir);
    if (postgres !== null) {
      process.kill(postgres, 'SIGQUIT');
      for (let i = 0; i < 50 && isAlive(postgres); i += 1) await sleep(100);
      if (isAlive(postgres)) process.kill(postgres, 'SIGKILL');
    }
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(
        `the platform exited before it was ready (${child.exitCode ?? child.signalCode}); see ${logFile}`,
      );
    }
    if ((await isUp(`${baseUrl}/api/health`)) && (await isUp(`${baseUrl}/`))) {
      return { baseUrl, dataDir, pid, logFile, stop };
    }
    await sleep(500);
  }
  await stop();
  throw new Error(`the platform did not answer on ${baseUrl} within 4 minutes; see ${logFile}`);
}
