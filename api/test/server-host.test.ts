import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { eventually } from './donations/helpers';
import { createTestContext, type TestContext } from './helpers/test-app';

/*
 * Issue 26 item 17: the quick start (demo accounts with public passwords) listens on the
 * loopback address only; another address is the HOST setting. The real server (src/server.ts)
 * is started without HOST and reached on 127.0.0.1, refused on another address of the machine.
 */

const API_DIR = path.resolve(__dirname, '..');

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

/** Whether a TCP connection to host:port is accepted. */
function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(3000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** An address of this machine other than 127.0.0.1 (a network card's, else IPv6 loopback). */
function otherLocalAddress(): string {
  const addresses = Object.values(os.networkInterfaces()).flatMap((list) => list ?? []);
  return (
    addresses.find((entry) => entry.family === 'IPv4' && !entry.internal)?.address ??
    addresses.find((entry) => entry.family === 'IPv6' && !entry.internal)?.address ??
    '::1'
  );
}

describe('the address the server listens on', () => {
  it('is 127.0.0.1 unless HOST says otherwise', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'config-host-'));
    expect(loadConfig({ DATA_DIR: dataDir }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: dataDir, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe('the real server started without HOST', () => {
    let ctx: TestContext;
    let dataDir: string;
    let child: ChildProcess | undefined;
    let port: number;

    beforeAll(async () => {
      ctx = await createTestContext({ jobWorker: false });
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-host-'));
      port = await freePort();
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: ctx.databaseUrl,
        PORT: String(port),
        DATA_DIR: dataDir,
        JWT_SECRET: ctx.config.jwtSecret,
        SEED_DEMO: 'false',
        SERVE_FRONTEND: 'false',
        JOB_WORKER: 'false',
        SETTLEMENT_INTERVAL_MS: '0',
        LOG_LEVEL: 'warn',
      };
      delete env.HOST;
      child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: API_DIR,
        env,
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      await eventually(async () => {
        try {
          return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
        } catch {
          return false;
        }
      }, 90_000);
    }, 120_000);

    afterAll(async () => {
      const running = child;
      if (running && running.exitCode === null && running.signalCode === null) {
        const exited = new Promise((resolve) => running.once('exit', resolve));
        running.kill('SIGTERM');
        await exited;
      }
      await ctx.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('answers on 127.0.0.1 and refuses another address of the machine', async () => {
      expect(await connects('127.0.0.1', port)).toBe(true);
      expect(await connects(otherLocalAddress(), port)).toBe(false);
    });
  });
});
