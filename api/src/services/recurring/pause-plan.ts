import { and, eq, sql } from 'drizzle-orm';
import { RECURRING_MESSAGES } from 'shared-contracts/src/recurring/recurring.messages';
import type { Database } from '../../db/client';
import { recurringPlans } from '../../db/schema/recurring';
import { notFound } from '../../lib/app-error';
import { refuseStopped, type PlanRow } from './plan-access';
import { skipWaitingCharges } from './skip-waiting-charges';

/**
 * The donor pauses the plan: no charge until they resume it; the charges waiting (scheduled or
 * being retried) are skipped, a try already at the provider ends as it ends. Pausing a paused
 * plan answers it as it is.
 */
export async function pausePlan(db: Database, plan: PlanRow): Promise<void> {
  refuseStopped(plan);
  if (plan.status === 'paused') return;
  // A pending plan never gets here (planForActor reads it as not found).
  if (plan.status !== 'active') throw notFound(RECURRING_MESSAGES.planNotFound);
  await db.transaction(async (tx) => {
    const [paused] = await tx
      .update(recurringPlans)
      .set({
        status: 'paused',
        pauseReason: 'donor',
        nextChargeOn: null,
        pausedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(recurringPlans.id, plan.id), eq(recurringPlans.status, 'active')))
      .returning({ id: recurringPlans.id });
    if (!paused) return;
    await skipWaitingCharges(tx, plan.id);
  });
}
