import type { Client, Pool } from 'pg';

/*
 * Jobs held by a dead process. graphile-worker locks a job when a worker pool takes it (with
 * the local queue, a batch of jobs at a time, see plugins/job-worker.ts) and only releases the lock
 * of a pool that disappeared without shutting down (kill -9, a lost machine) after 4 hours.
 * Each pool here says it is alive in `job_workers` every quarter of JOB_LOCK_TIMEOUT_MS, and
 * holds a liveness lock (a session advisory lock on a connection of its own). Any instance
 * releases the jobs of a pool:
 * - known dead: its liveness lock is free (PostgreSQL let it go when the process's
 *   connections closed: a killed process's kernel closes them at once) and it has been silent
 *   for a beat (the grace covers a live pool whose lock connection just broke: it records
 *   `liveness_lock = false` at once, then takes the lock again). A restarted process releases
 *   the jobs of the one it replaces at its first beat;
 * - or silent for the whole lock timeout (JOB_LOCK_TIMEOUT_MS, 20 s: a lost machine, whose
 *   connections PostgreSQL still believes open).
 * The held jobs are read in graphile-worker's public `jobs` view (`locked_by`, `locked_at`)
 * and released through its public `force_unlock_workers`, which frees the pool's job queues
 * too: the view shows no queue locks, but a pool locks a named queue only together with one of
 * its jobs (and our jobs use no named queue), so the jobs' locks name every pool holding one.
 * A pool wrongly taken for dead (its event loop stuck longer than the timeout) may run a job
 * another pool runs too: every email job sends through mail/send-once.ts, so nothing is sent twice
 * but in the at-least-once window described there.
 */

/** First key of the pools' liveness locks (the two-key advisory lock space; second: the id's hash). */
const LIVENESS_LOCK_NAMESPACE = 727274010;

/** Records that the pool `id` is alive now, and whether it holds its liveness lock. */
export async function touchWorker(
  db: Pool | Client,
  id: string,
  livenessLock = false,
): Promise<void> {
  await db.query(
    `insert into job_workers (id, seen_at, liveness_lock) values ($1, now(), $2)
     on conflict (id) do update set seen_at = now(), liveness_lock = $2`,
    [id, livenessLock],
  );
}

/**
 * Takes the liveness lock of pool `id` on `client` (a connection kept for it alone, for the
 * pool's life). False when it is taken (the hash of another live pool's id, in theory): the
 * pool then relies on its heartbeat alone.
 */
export async function takeLivenessLock(client: Client, id: string): Promise<boolean> {
  const { rows } = await client.query<{ locked: boolean }>(
    'select pg_try_advisory_lock($1, hashtext($2)) as locked',
    [LIVENESS_LOCK_NAMESPACE, id],
  );
  return rows[0]?.locked === true;
}

/** Forgets the pool `id` (it shut down cleanly and returned its jobs). */
export async function forgetWorker(pool: Pool, id: string): Promise<void> {
  await pool.query('delete from job_workers where id = $1', [id]);
}

/**
 * Releases the jobs (and job queues) of dead pools, so that any worker takes them again at its
 * next poll, and forgets those pools: pools known dead (liveness lock free, silent for
 * `knownDeadAfterMs`), and pools not seen alive within `timeoutMs` holding locks older than
 * that. Returns the ids of the pools taken for dead.
 */
export async function releaseJobsOfDeadWorkers(
  pool: Pool,
  timeoutMs: number,
  knownDeadAfterMs = timeoutMs,
): Promise<string[]> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    // The lock is tried only for a pool that recorded holding it and has gone silent (CASE:
    // evaluated in that order); taken here, it is a transaction lock, let go at commit.
    const { rows } = await client.query<{ id: string }>(
      `with cutoff as (select now() - make_interval(secs => $1::double precision / 1000) as at),
       held as (
         select locked_by as id, locked_at from graphile_worker.jobs where locked_by is not null
       ),
       silent as (
         select held.id from held, cutoff
          where held.locked_at < cutoff.at
            and not exists (
              select 1 from job_workers w where w.id = held.id and w.seen_at >= cutoff.at)
       ),
       gone as (
         select w.id from job_workers w
          where case when w.liveness_lock
                       and w.seen_at < now() - make_interval(secs => $2::double precision / 1000)
                     then pg_try_advisory_xact_lock($3, hashtext(w.id)) else false end
       )
       select id from silent union select id from gone`,
      [timeoutMs, knownDeadAfterMs, LIVENESS_LOCK_NAMESPACE],
    );
    const dead = rows.map((row) => row.id);
    if (dead.length > 0) {
      await client.query('select graphile_worker.force_unlock_workers($1::text[])', [dead]);
      await client.query('delete from job_workers where id = any($1::text[])', [dead]);
      // No wake-up: the released jobs are due, and the workers' poll (1 s) finds them.
    }
    // Pools that died holding nothing, without a liveness lock, are forgotten a day later.
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

/**
 * The connection that holds the running pool's liveness lock, kept for that alone. `hold`
 * returns it, taking the lock first when needed (a new pool, or the connection lost), or
 * undefined when the lock is someone else's; `onLost` hears of a connection that broke while
 * holding a lock, so that the pool records at once that it no longer holds it.
 */
export function livenessLockHolder(options: {
  connect: () => Client;
  onError: (error: Error) => void;
  onLost: (id: string) => void;
}) {
  let client: Client | undefined;
  let heldId: string | undefined;
  const lost = (broken: Client) => {
    if (client !== broken) return;
    const id = heldId;
    client = undefined;
    heldId = undefined;
    if (id) options.onLost(id);
  };
  const release = async () => {
    const held = client;
    client = undefined;
    heldId = undefined;
    await held?.end().catch(() => undefined);
  };
  return {
    async hold(id: string): Promise<Client | undefined> {
      if (client && heldId === id) return client;
      await release();
      const fresh = options.connect();
      fresh.on('error', (error) => {
        options.onError(error);
        lost(fresh);
      });
      fresh.on('end', () => lost(fresh));
      await fresh.connect();
      if (!(await takeLivenessLock(fresh, id))) {
        await fresh.end().catch(() => undefined);
        return undefined;
      }
      client = fresh;
      heldId = id;
      return fresh;
    },
    /** Lets the lock go (the pool stopped): the next beats of others take it for dead. */
    release,
  };
}
