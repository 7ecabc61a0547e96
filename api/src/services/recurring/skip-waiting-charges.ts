import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { planCharges } from '../../db/schema/recurring';

/**
 * A paused or stopped plan charges nothing more: its waiting charges (scheduled, or declined and
 * to be retried) are skipped; a try already at the provider ends as it ends.
 */
export async function skipWaitingCharges(tx: Tx, planId: string): Promise<void> {
  await tx
    .update(planCharges)
    .set({ status: 'skipped', nextTryOn: null, updatedAt: sql`now()` })
    .where(
      and(eq(planCharges.planId, planId), inArray(planCharges.status, ['scheduled', 'declined'])),
    );
}
