import { sql } from 'drizzle-orm';
import { Logger, run, type Runner } from 'graphile-worker';
import { Client, Pool } from 'pg';
import { rowsOf } from '../../src/lib/sql-rows';
import {
  forgetWorker,
  releaseJobsOfDeadWorkers,
  takeLivenessLock,
  touchWorker,
} from '../../src/services/jobs/worker-liveness';
import { eventually } from '../donations/helpers';
import { createTestContext, type TestContext } from '../helpers/test-app';

/*
 * Which locked jobs are released to other workers: only those whose holder has been silent for
 * the whole lock timeout. A live pool's jobs, however long held, and a lock younger than the
 * timeout (a pool that has just started and not said it is alive yet) are left alone.
 * The jobs are held by real graphile-worker pools (each runs one job of a task of its own that
 * waits for the end of the file), read through the queue's public jobs view.
 */

let ctx: TestContext;
const holders: { runner: Runner; pgPool: Pool; release: () => void }[] = [];
const quiet = new Logger(() => () => undefined);

beforeAll(async () => {
  // No app worker here: the test's own pools hold the jobs.
  ctx = await createTestContext({ jobWorker: false });
});
afterAll(async () => {
  for (const holder of holders) holder.release();
  await Promise.all(holders.map((holder) => holder.runner.stop()));
  // Their connections closed before the database is dropped (ctx.close ends any left).
  await Promise.all(holders.map((holder) => holder.pgPool.end()));
  await ctx.close();
});

/** A pool that takes one job and holds it; returns the pool's id (the job's locked_by) and the job's id. */
async function heldJob(): Promise<{ pool: string; job: string }> {
  const task = `test-held-${holders.length}`;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const pgPool = new Pool({ connectionString: ctx.databaseUrl, max: 4 });
  pgPool.on('error', () => undefined);
  const runner = await run({
    pgPool,
    concurrency: 1,
    noHandleSignals: true,
    pollInterval: 100,
    logger: quiet,
    taskList: { [task]: () => released },
  });
  holders.push({ runner, pgPool, release });
  const [added] = rowsOf<{ id: string }>(
    await ctx.db.execute(sql`select id from graphile_worker.add_job(${task})`),
  );
  const job = String(added!.id);
  let pool: string | null = null;
  await eventually(async () => (pool = await holderOf(job)) !== null, 10_000);
  return { pool: pool!, job };
}

async function holderOf(jobId: string): Promise<string | null> {
  const [row] = rowsOf<{ locked_by: string | null }>(
    await ctx.db.execute(sql`select locked_by from graphile_worker.jobs where id = ${jobId}`),
  );
  return row!.locked_by;
}

it('releases the jobs of a silent pool, and only those', async () => {
  const pool = ctx.handle.pool;
  // The lock timeout here: 1.5 s.
  const timeoutMs = 1500;
  const dead = await heldJob();
  const unknown = await heldJob();
  const live = await heldJob();
  // Their locks grow older than the timeout.
  await new Promise((resolve) => setTimeout(resolve, timeoutMs + 300));
  // Not recorded yet, its lock just taken: it may be starting, left alone.
  const fresh = await heldJob();
  // Seen 5 minutes ago, then nothing: dead.
  await ctx.db.execute(
    sql`insert into job_workers (id, seen_at) values (${dead.pool}, now() - interval '5 minutes')`,
  );
  // `unknown` never recorded at all (killed before its first sign of life), lock old: dead too.
  // Alive (seen now), holding its job for longer than the timeout (a long settlement): left alone.
  await touchWorker(pool, live.pool);

  const released = await releaseJobsOfDeadWorkers(pool, timeoutMs);

  expect(released.sort()).toEqual([dead.pool, unknown.pool].sort());
  expect(await holderOf(dead.job)).toBeNull();
  expect(await holderOf(unknown.job)).toBeNull();
  expect(await holderOf(live.job)).toBe(live.pool);
  expect(await holderOf(fresh.job)).toBe(fresh.pool);
  // Released jobs are due again for any worker.
  const available = rowsOf<{ id: string }>(
    await ctx.db.execute(sql`select id from graphile_worker.jobs
      where locked_at is null and attempts < max_attempts`),
  ).map((row) => String(row.id));
  expect(new Set(available)).toEqual(new Set([dead.job, unknown.job]));
  const workers = rowsOf<{ id: string }>(
    await ctx.db.execute(sql`select id from job_workers order by id`),
  ).map((row) => row.id);
  expect(workers).toEqual([live.pool]);

  // A second pass (a minute's timeout) finds nothing more to release.
  expect(await releaseJobsOfDeadWorkers(pool, 60_000)).toEqual([]);
  await forgetWorker(pool, live.pool);
  expect(rowsOf(await ctx.db.execute(sql`select id from job_workers`))).toEqual([]);
});

it('releases at once the jobs of a pool known dead (its liveness lock free), not those of a live one', async () => {
  const pool = ctx.handle.pool;
  const [alivePool, killedPool, justCutPool] = [await heldJob(), await heldJob(), await heldJob()];
  // Each "process" holds its liveness lock on a connection of its own.
  const alive = new Client({ connectionString: ctx.databaseUrl });
  const killed = new Client({ connectionString: ctx.databaseUrl });
  for (const client of [alive, killed]) client.on('error', () => undefined);
  await alive.connect();
  await killed.connect();
  expect(await takeLivenessLock(alive, alivePool.pool)).toBe(true);
  expect(await takeLivenessLock(killed, killedPool.pool)).toBe(true);
  // Someone else cannot take a held lock.
  expect(await takeLivenessLock(killed, alivePool.pool)).toBe(false);
  await touchWorker(pool, alivePool.pool, true);
  await touchWorker(pool, killedPool.pool, true);
  await touchWorker(pool, justCutPool.pool, true);
  // Their jobs were locked a moment ago, far within the lock timeout (60 s here).

  // The killed process's connections close: PostgreSQL lets its lock go.
  await killed.end();
  // Silent for 3 s (the beat here: 1 s); the live pool too (a stuck event loop), and the pool
  // whose lock connection has just broken was seen a moment ago.
  await ctx.db.execute(sql`update job_workers set seen_at = now() - interval '3 seconds'
    where id in (${alivePool.pool}, ${killedPool.pool})`);

  const released = await releaseJobsOfDeadWorkers(pool, 60_000, 1000);

  expect(released).toContain(killedPool.pool);
  expect(released).not.toContain(alivePool.pool);
  expect(released).not.toContain(justCutPool.pool);
  expect(await holderOf(killedPool.job)).toBeNull();
  expect(await holderOf(alivePool.job)).toBe(alivePool.pool);
  expect(await holderOf(justCutPool.job)).toBe(justCutPool.pool);
  const workers = rowsOf<{ id: string }>(
    await ctx.db.execute(sql`select id from job_workers order by id`),
  ).map((row) => row.id);
  expect(workers).toEqual([alivePool.pool, justCutPool.pool].sort());
  await alive.end();
  // Its process gone too, the live pool is now known dead.
  await ctx.db.execute(sql`update job_workers set seen_at = now() - interval '3 seconds'`);
  expect((await releaseJobsOfDeadWorkers(pool, 60_000, 1000)).sort()).toEqual(
    [alivePool.pool, justCutPool.pool].sort(),
  );
  expect(await holderOf(alivePool.job)).toBeNull();
});
