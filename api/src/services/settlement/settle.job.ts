import type { Database } from '../../db/client';
import { enqueueJob } from '../jobs/enqueue';
import type { JobHandlers } from '../jobs/tasks';

export interface SettleJobDeps {
  db: Database;
  /** One settlement run (app.payments.settle). */
  settle(): Promise<unknown>;
  /** Settlement interval; 0: no recurring run. */
  settlementIntervalMs: number;
}

/** Enqueues the next settlement run: one waiting run across instances (job key `settle`). */
export function scheduleSettlement(db: Database, delayMs: number): Promise<void> {
  return enqueueJob(db, 'settle', {}, { delayMs, jobKey: 'settle' });
}

/** The `settle` job: one run, then the next one scheduled (even after a failure). */
export function settleJobHandlers(deps: SettleJobDeps): Pick<JobHandlers, 'settle'> {
  return {
    settle: async () => {
      try {
        await deps.settle();
      } finally {
        if (deps.settlementIntervalMs > 0)
          await scheduleSettlement(deps.db, deps.settlementIntervalMs);
      }
    },
  };
}
