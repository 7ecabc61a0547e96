// What the donation benches share: the API in its own process and the campaigns donors give to.
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Database } from '../../src/db/client';
import { associations, campaigns } from '../../src/db/schema';

/** The API in a child process (its own event loop and core), as in production. */
export async function startDonationsServer(
  databaseUrl: string,
  poolSize: number,
): Promise<{ port: number; pid: number; stop(): Promise<number> }> {
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_CPU_PROF
        ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.BENCH_CPU_PROF]
        : []),
      '--import',
      'tsx',
      path.join(__dirname, 'donations-server.ts'),
    ],
    {
      env: { ...process.env, BENCH_DATABASE_URL: databaseUrl, BENCH_POOL: String(poolSize) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /listening (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return {
    port,
    pid: child.pid!,
    stop: () =>
      new Promise<number>((resolve) => {
        child.removeAllListeners('exit');
        child.on('exit', () => resolve(Number(/receipts (\d+)/.exec(output)?.[1] ?? 0)));
        child.kill('SIGTERM');
      }),
  };
}

/** `count` active campaigns, each of its own approved association. */
export async function createBenchCampaigns(db: Database, count: number) {
  const associationRows = await db
    .insert(associations)
    .values(
      Array.from({ length: count }, (_, index) => ({
        slug: `bench-asso-${index + 1}`,
        name: `Association du banc d’essai ${index + 1}`,
        contactEmail: 'bench@example.test',
        status: 'approved' as const,
      })),
    )
    .returning();
  return db
    .insert(campaigns)
    .values(
      associationRows.map((association, index) => ({
        slug: `bench-campagne-${index + 1}`,
        title: `Campagne de test de charge ${index + 1}`,
        status: 'active' as const,
        associationId: association.id,
      })),
    )
    .returning();
}
