import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { planCharges, recurringPlans } from '../../db/schema/recurring';

type PlanHalt =
  | { status: 'paused'; pauseReason: 'donor' }
  | { status: 'stopped'; stopReason: 'donor' | 'manager' };

/**
 * A plan stops charging (paused or stopped): its status is written only if it is still in a
 * status it may leave (`from`, so two requests at once halt it once), it has no next charge,
 * and its waiting charges (scheduled, or declined and to be retried) are skipped; a try already
 * at the provider ends as it ends. False when the plan had already left `from`.
 */
export async function haltPlan(
  tx: Tx,
  planId: string,
  halt: PlanHalt,
  from: SQL,
): Promise<boolean> {
  const moment = halt.status === 'paused' ? { pausedAt: sql`now()` } : { stoppedAt: sql`now()` };
  const [halted] = await tx
    .update(recurringPlans)
    .set({ ...halt, ...moment, nextChargeOn: null, updatedAt: sql`now()` })
    .where(and(eq(recurringPlans.id, planId), from))
    .returning({ id: recurringPlans.id });
  if (!halted) return false;
  await tx
    .update(planCharges)
    .set({ status: 'skipped', nextTryOn: null, updatedAt: sql`now()` })
    .where(
      and(eq(planCharges.planId, planId), inArray(planCharges.status, ['scheduled', 'declined'])),
    );
  return true;
}
