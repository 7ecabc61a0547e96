import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { donationsFailed } from '../../lib/metrics';
import { donations } from '../../db/schema/donations';
import type { DonationRow } from './donation-row';

/** A session that ended without payment. Only a pending donation changes; nothing is counted. */
export async function closeUnpaidDonation(
  db: Database,
  input: { sessionId: string; status: 'expired' | 'failed' },
): Promise<DonationRow | null> {
  const [donation] = await db
    .update(donations)
    .set({ paymentStatus: input.status, updatedAt: sql`now()` })
    .where(
      and(eq(donations.providerSessionId, input.sessionId), eq(donations.paymentStatus, 'pending')),
    )
    .returning();
  if (donation) donationsFailed.inc({ reason: input.status === 'failed' ? 'declined' : 'expired' });
  return donation ?? null;
}
