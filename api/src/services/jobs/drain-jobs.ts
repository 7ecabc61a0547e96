import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../lib/sql-rows';

/**
 * Waits until no job of the durable queue is due or running (a worker runs them): jobs
 * scheduled later (a checkout's reconciliation, the next settlement) do not count, nor do jobs
 * that used up their attempts. Throws after `timeoutMs`. For tests and the bench, which count
 * what the jobs sent.
 */
export async function drainJobs(db: Database, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await db.execute(
      sql`select count(*)::int as due from graphile_worker.jobs
          where (run_at <= now() or locked_at is not null) and attempts < max_attempts`,
    );
    if ((rowsOf<{ due: number }>(result)[0]?.due ?? 0) === 0) return;
    if (Date.now() > deadline) throw new Error('the job queue did not drain in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
