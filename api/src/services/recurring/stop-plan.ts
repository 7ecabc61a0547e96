import { ne } from 'drizzle-orm';
import { RECURRING_MESSAGES } from 'shared-contracts/src/recurring/recurring.messages';
import type { PlanStopReason } from 'shared-contracts/src/recurring/recurring.rules';
import type { Database } from '../../db/client';
import { recurringPlans } from '../../db/schema/recurring';
import { notFound } from '../../lib/app-error';
import { enqueueJob } from '../jobs/enqueue';
import type { PlanRow } from './plan-access';
import { haltPlan } from './halt-plan';

/**
 * Stops a plan for good (by its donor, or its association's manager, who must say so to the
 * donor: the email's job commits with the stop). Stopping never charges again: the waiting
 * charges are skipped. It touches no paid charge: each is its own donation, which a refund or
 * a dispute concerns alone. Stopping a stopped plan answers it as it is.
 */
export async function stopPlan(
  db: Database,
  plan: PlanRow,
  by: { reason: Extract<PlanStopReason, 'donor' | 'manager'>; message?: string | null },
): Promise<void> {
  if (plan.status === 'stopped') return;
  // A pending plan never gets here (planForActor reads it as not found).
  if (plan.status === 'pending') throw notFound(RECURRING_MESSAGES.planNotFound);
  await db.transaction(async (tx) => {
    const halt = { status: 'stopped', stopReason: by.reason } as const;
    const stopped = await haltPlan(tx, plan.id, halt, ne(recurringPlans.status, 'stopped'));
    if (stopped && by.reason === 'manager')
      await enqueueJob(tx, 'plan-stopped-by-manager', {
        planId: plan.id,
        reason: by.message ?? null,
      });
  });
}
