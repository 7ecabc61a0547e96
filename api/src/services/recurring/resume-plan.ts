import { and, eq, sql } from 'drizzle-orm';
import { RECURRING_MESSAGES } from 'shared-contracts/src/recurring/recurring.messages';
import { nextChargeDayAfter } from 'shared-contracts/src/recurring/recurring.rules';
import type { Database } from '../../db/client';
import { recurringPlans } from '../../db/schema/recurring';
import { AppError } from '../../lib/app-error';
import { refuseStopped, type PlanRow } from './plan-access';

/**
 * A paused plan (by its donor, or after the declined tries) starts again at its next charge
 * day after `today`: the periods it was paused are not charged back.
 */
export async function resumePlan(db: Database, plan: PlanRow, today: string): Promise<void> {
  refuseStopped(plan);
  if (plan.status !== 'paused')
    throw new AppError(409, RECURRING_MESSAGES.planNotPaused, 'plan_not_paused');
  await db
    .update(recurringPlans)
    .set({
      status: 'active',
      pauseReason: null,
      pausedAt: null,
      nextChargeOn: nextChargeDayAfter(plan.anchorDay!, plan.frequency, today),
      updatedAt: sql`now()`,
    })
    .where(and(eq(recurringPlans.id, plan.id), eq(recurringPlans.status, 'paused')));
}
