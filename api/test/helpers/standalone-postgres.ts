import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

/*
 * A PostgreSQL of a test's own, which the test starts and stops (an outage): the embedded one,
 * in a child process (jest's VM cannot import the ESM-only package), on the given folder and
 * port. Run as a script, this file is that child: it starts the server, prints its URL as a
 * JSON line, and stops it on SIGTERM.
 */

export interface StandalonePostgres {
  url: string;
  port: number;
  /** Stops PostgreSQL (fast shutdown: its clients are disconnected) and waits for it. */
  stop(): Promise<void>;
}

export async function startStandalonePostgres(
  dataDir: string,
  port: number,
): Promise<StandalonePostgres> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', __filename, dataDir, String(port)],
    {
      cwd: path.join(__dirname, '..', '..'),
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const started = await new Promise<{ url: string; port: number }>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('{')) resolve(JSON.parse(line));
    });
    void exited.then(() => reject(new Error('the standalone PostgreSQL did not start')));
  });
  return {
    ...started,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function main(): Promise<void> {
  const [dataDir, port] = process.argv.slice(2);
  const { startOrJoinEmbedded } = await import('../../src/db/embedded');
  const server = await startOrJoinEmbedded({
    dataDir: dataDir!,
    preferredPort: Number(port),
    role: 'server',
  });
  process.stdout.write(`${JSON.stringify({ url: server.url, port: server.port })}\n`);
  const stop = () => {
    void server.stop().then(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    process.exit(1);
  });
}
