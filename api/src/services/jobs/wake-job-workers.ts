import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { coalesced } from '../public-cache/public-cache';

/**
 * Wakes the job workers of every instance (graphile-worker's `jobs:insert` channel) for jobs
 * added by insertJobSql, once their transaction committed. One NOTIFY (its own small
 * transaction) at a time, each covering every call made before it was sent and waking as
 * many workers as jobs were announced: payments do not each pay a notifying commit. Never
 * throws: a lost wake-up only leaves the job to the workers' poll
 * (1 s).
 */
export function createJobWaker(db: Database, log: FastifyBaseLogger): () => Promise<void> {
  let announced = 0;
  const notify = coalesced(async () => {
    const count = announced;
    announced = 0;
    try {
      await db.execute(
        sql`select pg_notify('jobs:insert', json_build_object('count', ${count}::int)::text)`,
      );
    } catch (error) {
      log.warn({ err: error }, 'job queue: could not wake the workers');
    }
  });
  return () => {
    announced += 1;
    return notify();
  };
}
