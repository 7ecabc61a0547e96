import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recurringPlans } from '../../db/schema/recurring';
import { eurosToCents } from '../../lib/money';
import { refuseStopped, type PlanRow } from './plan-access';

/**
 * The donor's new amount per charge, from the next charge scheduled on: a charge already
 * scheduled or being retried keeps the amount it was scheduled with.
 */
export async function changePlanAmount(
  db: Database,
  plan: PlanRow,
  amountEuros: number,
): Promise<void> {
  refuseStopped(plan);
  await db
    .update(recurringPlans)
    .set({ amountCents: eurosToCents(amountEuros), updatedAt: sql`now()` })
    .where(and(eq(recurringPlans.id, plan.id), ne(recurringPlans.status, 'stopped')));
}
