import { eq } from 'drizzle-orm';
import { RECURRING_MESSAGES } from 'shared-contracts/src/recurring/recurring.messages';
import type { Database } from '../../db/client';
import { recurringPlans } from '../../db/schema/recurring';
import { notFound } from '../../lib/app-error';
import { refuseStopped, type PlanRow } from './plan-access';
import { haltPlan } from './halt-plan';

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
  await db.transaction((tx) =>
    haltPlan(
      tx,
      plan.id,
      { status: 'paused', pauseReason: 'donor' },
      eq(recurringPlans.status, 'active'),
    ),
  );
}
