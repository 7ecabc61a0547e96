import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { associations } from '../../db/schema/associations';
import { campaigns } from '../../db/schema/campaigns';
import { donations, type PaymentStatus } from '../../db/schema/donations';
import { ledgerEntries } from '../../db/schema/ledger';

export type DonationRow = typeof donations.$inferSelect;

/**
 * A donation may become paid from any state in which its money was not counted yet: a provider
 * that reports a capture is believed even after we saw the session as expired, so money is
 * never lost; 'paid' and 'refunded' are excluded, so it is never counted twice.
 */
const PAYABLE: PaymentStatus[] = ['pending', 'expired', 'failed'];

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

async function moveTotals(tx: Tx, donation: DonationRow, direction: 1 | -1): Promise<string> {
  const amount = donation.amountCents * direction;
  const [campaign] = await tx
    .update(campaigns)
    .set({
      raisedAmountCents: sql`${campaigns.raisedAmountCents} + ${amount}`,
      totalBackers: sql`${campaigns.totalBackers} + ${direction}`,
    })
    .where(eq(campaigns.id, donation.campaignId))
    .returning({ associationId: campaigns.associationId });
  if (!campaign) throw new Error(`campaign ${donation.campaignId} of donation ${donation.id} not found`);
  await tx
    .update(associations)
    .set({ raisedAmountCents: sql`${associations.raisedAmountCents} + ${amount}` })
    .where(eq(associations.id, campaign.associationId));
  return campaign.associationId;
}

/**
 * The one place a donation becomes paid. The conditional UPDATE ... WHERE status in (...)
 * RETURNING is the gate: of any number of concurrent webhooks and polls, PostgreSQL lets
 * exactly one of them see the row change; that one writes the ledger row and moves the
 * totals in the same transaction. The others get null. The ledger key `payment:<donation>`
 * is a second, independent guard: a duplicate would abort the whole transaction.
 */
export async function confirmDonationPayment(
  db: Database,
  input: { sessionId: string; paymentReference: string },
): Promise<DonationRow | null> {
  return db.transaction(async (tx) => {
    const [donation] = await tx
      .update(donations)
      .set({
        paymentStatus: 'paid',
        paidAt: sql`now()`,
        paymentReference: input.paymentReference,
        updatedAt: sql`now()`,
      })
      .where(and(eq(donations.providerSessionId, input.sessionId), inArray(donations.paymentStatus, PAYABLE)))
      .returning();
    if (!donation) return null;
    const associationId = await moveTotals(tx, donation, 1);
    await tx.insert(ledgerEntries).values({
      entryKey: `payment:${donation.id}`,
      kind: 'payment',
      campaignId: donation.campaignId,
      associationId,
      donationId: donation.id,
      amountCents: donation.amountCents,
      reference: input.paymentReference,
    });
    return donation;
  });
}

/** A paid donation given back in full: totals move back, one refund row. Once only. */
export async function recordDonationRefund(
  db: Database,
  input: { donationId: string; refundReference: string | null; payoutId?: string | null },
): Promise<DonationRow | null> {
  return db.transaction(async (tx) => {
    const [donation] = await tx
      .update(donations)
      .set({
        paymentStatus: 'refunded',
        refundedAt: sql`now()`,
        updatedAt: sql`now()`,
        ...(input.payoutId ? { payoutId: input.payoutId } : {}),
      })
      .where(and(eq(donations.id, input.donationId), eq(donations.paymentStatus, 'paid')))
      .returning();
    if (!donation) return null;
    const associationId = await moveTotals(tx, donation, -1);
    await tx.insert(ledgerEntries).values({
      entryKey: `refund:${donation.id}`,
      kind: 'refund',
      campaignId: donation.campaignId,
      associationId,
      donationId: donation.id,
      payoutId: input.payoutId ?? null,
      amountCents: donation.amountCents,
      reference: input.refundReference,
    });
    return donation;
  });
}

/** A session that ended without payment. Only a pending donation changes; nothing is counted. */
export async function closeUnpaidDonation(
  db: Database,
  input: { sessionId: string; status: 'expired' | 'failed' },
): Promise<DonationRow | null> {
  const [donation] = await db
    .update(donations)
    .set({ paymentStatus: input.status, updatedAt: sql`now()` })
    .where(and(eq(donations.providerSessionId, input.sessionId), eq(donations.paymentStatus, 'pending')))
    .returning();
  return donation ?? null;
}
