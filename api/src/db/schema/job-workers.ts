import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per running job worker pool (graphile-worker's pool id, the `locked_by` of the jobs
 * it holds), touched every few seconds while the process lives. A job locked by a pool that
 * has not been seen for JOB_LOCK_TIMEOUT_MS belongs to a dead process (kill -9, lost machine):
 * the other workers release it instead of waiting for graphile-worker's own 4-hour lock
 * timeout (see services/jobs/worker-liveness.ts).
 */
export const jobWorkers = pgTable('job_workers', {
  id: text('id').primaryKey(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});
