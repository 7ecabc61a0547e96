import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { rowsOf } from '../../src/lib/sql-rows';
import { insertJobSql } from '../../src/services/jobs/enqueue';
import {
  forgetWorker,
  releaseJobsOfDeadWorkers,
  takeLivenessLock,
  touchWorker,
} from '../../src/services/jobs/worker-liveness';
import { createTestContext, type TestContext } from '../helpers/test-app';

/*
 * Which locked jobs are released to other workers: only those whose holder has been silent for
 * the whole lock timeout. A live pool's jobs, however long held, and a lock younger than the
 * timeout (a pool that has just started and not said it is alive yet) are left alone.
 */

let ctx: TestContext;

beforeAll(async () => {
  // No worker here: the test locks the jobs itself, as pools would.
  ctx = await createTestContext({ jobWorker: false });
});
afterAll(() => ctx.close());

/** Adds a job locked by `holder` since `lockedSecondsAgo`; returns its id. */
async function lockedJob(holder: string, lockedSecondsAgo: number): Promise<string> {
  const [added] = rowsOf<{ id: string }>(
    await ctx.db.execute(
      sql`${insertJobSql({ task: 'refund-notice', payload: sql`${JSON.stringify({ donationId: holder })}::json` })} returning id`,
    ),
  );
  await ctx.db.execute(
    sql`update graphile_worker._private_jobs
        set locked_by = ${holder}, locked_at = now() - make_interval(secs => ${lockedSecondsAgo})
        where id = ${added!.id}`,
  );
  return added!.id;
}

async function holderOf(jobId: string): Promise<string | null> {
  const [row] = rowsOf<{ locked_by: string | null }>(
    await ctx.db.execute(
      sql`select locked_by from graphile_worker._private_jobs where id = ${jobId}`,
    ),
  );
  return row!.locked_by;
}

it('releases the jobs of a silent pool, and only those', async () => {
  const pool = ctx.handle.pool;
  // Seen 5 minutes ago, then nothing: dead.
  await ctx.db.execute(
    sql`insert into job_workers (id, seen_at) values ('pool-mort', now() - interval '5 minutes')`,
  );
  const ofDead = await lockedJob('pool-mort', 120);
  // Never recorded at all (killed before its first sign of life), lock old: dead too.
  const ofUnknown = await lockedJob('pool-inconnu', 120);
  // Alive (seen now), holding a job for 2 minutes (a long settlement): left alone.
  await touchWorker(pool, 'pool-vivant');
  const ofLive = await lockedJob('pool-vivant', 120);
  // Not recorded yet but locked 1 s ago: it may be starting, left alone.
  const ofNew = await lockedJob('pool-neuf', 1);

  const dead = await releaseJobsOfDeadWorkers(pool, 60_000);

  expect(dead.sort()).toEqual(['pool-inconnu', 'pool-mort']);
  expect(await holderOf(ofDead)).toBeNull();
  expect(await holderOf(ofUnknown)).toBeNull();
  expect(await holderOf(ofLive)).toBe('pool-vivant');
  expect(await holderOf(ofNew)).toBe('pool-neuf');
  // Released jobs are due again for any worker.
  const available = rowsOf<{ id: string }>(
    await ctx.db.execute(sql`select id from graphile_worker._private_jobs where is_available`),
  ).map((row) => String(row.id));
  expect(new Set(available)).toEqual(new Set([String(ofDead), String(ofUnknown)]));
  const workers = rowsOf<{ id: string }>(
    await ctx.db.execute(sql`select id from job_workers order by id`),
  ).map((row) => row.id);
  expect(workers).toEqual(['pool-vivant']);

  // A second pass finds nothing more to release.
  expect(await releaseJobsOfDeadWorkers(pool, 60_000)).toEqual([]);
  await forgetWorker(pool, 'pool-vivant');
  expect(rowsOf(await ctx.db.execute(sql`select id from job_workers`))).toEqual([]);
});

it('releases at once the jobs of a pool known dead (its liveness lock free), not those of a live one', async () => {
  const pool = ctx.handle.pool;
  // Each "process" holds its liveness lock on a connection of its own.
  const alive = new Client({ connectionString: ctx.databaseUrl });
  const killed = new Client({ connectionString: ctx.databaseUrl });
  for (const client of [alive, killed]) client.on('error', () => undefined);
  await alive.connect();
  await killed.connect();
  expect(await takeLivenessLock(alive, 'pool-en-vie')).toBe(true);
  expect(await takeLivenessLock(killed, 'pool-tue')).toBe(true);
  // Someone else cannot take a held lock.
  expect(await takeLivenessLock(killed, 'pool-en-vie')).toBe(false);
  await touchWorker(pool, 'pool-en-vie', true);
  await touchWorker(pool, 'pool-tue', true);
  await touchWorker(pool, 'pool-a-peine-coupe', true);
  // Jobs locked 2 s ago, far within the lock timeout (60 s here).
  const ofAlive = await lockedJob('pool-en-vie', 2);
  const ofKilled = await lockedJob('pool-tue', 2);
  const ofJustCut = await lockedJob('pool-a-peine-coupe', 2);

  // The killed process's connections close: PostgreSQL lets its lock go.
  await killed.end();
  // Silent for 3 s (the beat here: 1 s); the live pool too (a stuck event loop), and the pool
  // whose lock connection has just broken was seen a moment ago.
  await ctx.db.execute(sql`update job_workers set seen_at = now() - interval '3 seconds'
    where id in ('pool-en-vie', 'pool-tue')`);

  const dead = await releaseJobsOfDeadWorkers(pool, 60_000, 1000);

  // (The first test's pool-vivant, forgotten while still holding a job, is released too.)
  expect(dead).toContain('pool-tue');
  expect(dead).not.toContain('pool-en-vie');
  expect(dead).not.toContain('pool-a-peine-coupe');
  expect(await holderOf(ofKilled)).toBeNull();
  expect(await holderOf(ofAlive)).toBe('pool-en-vie');
  expect(await holderOf(ofJustCut)).toBe('pool-a-peine-coupe');
  const workers = rowsOf<{ id: string }>(
    await ctx.db.execute(sql`select id from job_workers order by id`),
  ).map((row) => row.id);
  expect(workers).toEqual(['pool-a-peine-coupe', 'pool-en-vie']);
  await alive.end();
  // Its process gone too, the live pool is now known dead.
  await ctx.db.execute(sql`update job_workers set seen_at = now() - interval '3 seconds'`);
  expect((await releaseJobsOfDeadWorkers(pool, 60_000, 1000)).sort()).toEqual([
    'pool-a-peine-coupe',
    'pool-en-vie',
  ]);
  expect(await holderOf(ofAlive)).toBeNull();
});
