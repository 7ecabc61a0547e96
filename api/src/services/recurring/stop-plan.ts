import { and, eq, ne, sql } from 'drizzle-orm';
import { RECURRING_MESSAGES } from 'shared-contracts/src/recurring/recurring.messages';
import type { PlanStopReason } from 'shared-contracts/src/recurring/recurring.rules';
import type { Database } from '../../db/client';
import { recurringPlans } from '../../db/schema/recurring';
import { notFound } from '../../lib/app-error';
import { enqueueJob } from '../jobs/enqueue';
import type { PlanRow } from './plan-access';
import { skipWaitingCharges } from './skip-waiting-charges';

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
    const [stopped] = await tx
      .update(recurringPlans)
      .set({
        status: 'stopped',
        stopReason: by.reason,
        nextChargeOn: null,
        stoppedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(recurringPlans.id, plan.id), ne(recurringPlans.status, 'stopped')))
      .returning({ id: recurringPlans.id });
    if (!stopped) return;
    await skipWaitingCharges(tx, plan.id);
    if (by.reason === 'manager')
      await enqueueJob(tx, 'plan-stopped-by-manager', {
        planId: plan.id,
        reason: by.message ?? null,
      });
  });
}
