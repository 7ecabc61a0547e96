import type { Pool } from 'pg';

/*
 * Jobs held by a dead process. graphile-worker locks a job when a worker pool takes it (with
 * the local queue, a batch of jobs at a time, see register-jobs.ts) and only releases the lock
 * of a pool that disappeared without shutting down (kill -9, a lost machine) after 4 hours.
 * Each pool here says it is alive in `job_workers` every few seconds; any instance releases
 * the jobs locked by a pool it has not heard of for the lock timeout (JOB_LOCK_TIMEOUT_MS), so
 * a receipt taken by a process that was then killed leaves within about a minute. A pool
 * wrongly taken for dead (stuck longer than the timeout) may run a job another pool runs too:
 * every email job sends through send-once.ts, so nothing is sent twice but in the at-least-once
 * window described there.
 */

/** Records that the pool `id` is alive now. */
export async function touchWorker(pool: Pool, id: string): Promise<void> {
  await pool.query(
    `insert into job_workers (id, seen_at) values ($1, now())
     on conflict (id) do update set seen_at = now()`,
    [id],
  );
}

/** Forgets the pool `id` (it shut down cleanly and returned its jobs). */
export async function forgetWorker(pool: Pool, id: string): Promise<void> {
  await pool.query('delete from job_workers where id = $1', [id]);
}

/**
 * Releases the jobs (and job queues) locked for longer than `timeoutMs` by pools not seen
 * alive within `timeoutMs`, so that any worker takes them again at its next poll, and forgets
 * those pools.
 * Returns the ids of the pools taken for dead.
 */
export async function releaseJobsOfDeadWorkers(pool: Pool, timeoutMs: number): Promise<string[]> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<{ id: string }>(
      `with cutoff as (select now() - make_interval(secs => $1::double precision / 1000) as at),
       held as (
         select locked_by as id, locked_at from graphile_worker._private_jobs
           where locked_by is not null
         union all
         select locked_by, locked_at from graphile_worker._private_job_queues
           where locked_by is not null
       )
       select distinct held.id from held, cutoff
        where held.locked_at < cutoff.at
          and not exists (
            select 1 from job_workers w where w.id = held.id and w.seen_at >= cutoff.at)`,
      [timeoutMs],
    );
    const dead = rows.map((row) => row.id);
    if (dead.length > 0) {
      await client.query('select graphile_worker.force_unlock_workers($1::text[])', [dead]);
      await client.query('delete from job_workers where id = any($1::text[])', [dead]);
      // No wake-up: the released jobs are due, and the workers' poll (1 s) finds them.
    }
    // Pools that died holding nothing are forgotten a day later.
    await client.query(`delete from job_workers where seen_at < now() - interval '1 day'`);
    await client.query('commit');
    return dead;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
