import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * One row per running job worker pool (graphile-worker's pool id, the `locked_by` of the jobs
 * it holds), touched every few seconds while the process lives. A job locked by a pool that
 * has not been seen for JOB_LOCK_TIMEOUT_MS, or whose liveness lock is free, belongs to a dead
 * process (kill -9, lost machine): the other workers release it instead of waiting for
 * graphile-worker's own 4-hour lock timeout (see services/jobs/worker-liveness.ts).
 */
export const jobWorkers = pgTable('job_workers', {
  id: text('id').primaryKey(),
  seenAt: instant('seen_at').notNull().defaultNow(),
  /**
   * The pool holds its liveness lock (a session advisory lock on a connection of its own):
   * once that lock is free and the pool silent for a beat, its process is known dead (its
   * connections closed) and its jobs are released without waiting for JOB_LOCK_TIMEOUT_MS.
   */
  livenessLock: boolean('liveness_lock').notNull().default(false),
});
