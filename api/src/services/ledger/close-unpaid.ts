import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { donationsFailed } from '../../lib/metrics';
import { donations } from '../../db/schema/donations';
import { releaseRewardUnitInTx } from '../rewards/reward-stock';
import type { DonationRow } from './donation-row';

/**
 * A session that ended without payment. Only a pending donation changes; nothing is counted.
 * The reward unit it held goes back to the stock in the same transaction (reward-stock.ts).
 */
export async function closeUnpaidDonation(
  db: Database,
  input: { sessionId: string; status: 'expired' | 'failed' },
): Promise<DonationRow | null> {
  const donation = await db.transaction(async (tx) => {
    const [closed] = await tx
      .update(donations)
      .set({ paymentStatus: input.status, updatedAt: sql`now()` })
      .where(
        and(
          eq(donations.providerSessionId, input.sessionId),
          eq(donations.paymentStatus, 'pending'),
        ),
      )
      .returning();
    if (closed) await releaseRewardUnitInTx(tx, closed);
    return closed;
  });
  if (donation) donationsFailed.inc({ reason: input.status === 'failed' ? 'declined' : 'expired' });
  return donation ?? null;
}
