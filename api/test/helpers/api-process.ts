import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

/*
 * The API as a real process (src/server.ts), for the tests about processes: a kill -9, a port
 * already taken. node itself with tsx's loader, not the tsx CLI, whose own child would survive
 * a SIGKILL sent to it.
 */

const API_DIR = path.resolve(__dirname, '../..');

export interface ApiProcess {
  child: ChildProcess;
  /** When it was spawned (Date.now()). */
  startedAt: number;
  /** Resolves with the exit code (or the signal's name) once the process is gone. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  /** Resolves once GET /api/health answers 200; rejects if the process exits first. */
  healthy(timeoutMs?: number): Promise<void>;
  /** Its output lines so far (stdout and stderr, also copied to this process's stderr). */
  lines: { at: number; text: string }[];
  /** Sends `signal` and waits for the exit (nothing if it already exited). */
  stop(signal: NodeJS.Signals): Promise<void>;
}

/**
 * Starts `src/server.ts` with `env` over the test's environment (a name set to undefined is
 * removed from it: DATABASE_URL for the embedded PostgreSQL). `ownProcessGroup`: the
 * process leads a process group of its own, as a command in a terminal does (Ctrl-C signals
 * the whole group: `process.kill(-child.pid, 'SIGINT')`).
 */
export function spawnApi(
  env: Record<string, string | undefined>,
  options: { ownProcessGroup?: boolean } = {},
): ApiProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: Object.fromEntries(
      Object.entries({
        ...process.env,
        NODE_ENV: 'test',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        ...env,
      }).filter(([, value]) => value !== undefined),
    ),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.ownProcessGroup ?? false,
  });
  const startedAt = Date.now();
  const lines: { at: number; text: string }[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    createInterface({ input: stream }).on('line', (text) => {
      lines.push({ at: Date.now(), text });
      process.stderr.write(`${text}\n`);
    });
  }
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>(
    (resolve) => child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  let gone = false;
  void exited.then(() => (gone = true));
  const base = `http://${env.HOST ?? '127.0.0.1'}:${env.PORT}`;
  return {
    child,
    startedAt,
    exited,
    lines,
    async healthy(timeoutMs = 90_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (gone) throw new Error('the API process exited before answering');
        try {
          if ((await fetch(`${base}/api/health`)).ok) return;
        } catch {
          // Not listening yet.
        }
        if (Date.now() > deadline) throw new Error('the API process did not answer in time');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop(signal) {
      if (gone) return;
      child.kill(signal);
      await exited;
    },
  };
}
