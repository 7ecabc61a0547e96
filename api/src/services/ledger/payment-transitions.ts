import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { associations } from '../../db/schema/associations';
import { campaigns } from '../../db/schema/campaigns';
import { donations } from '../../db/schema/donations';
import { ledgerEntries } from '../../db/schema/ledger';
import { associationDebts, payouts } from '../../db/schema/payouts';
import { rowsOf } from '../../lib/sql-rows';
import { enqueuePaymentJobsInTx, enqueueRefundNoticeInTx } from '../jobs/payment-jobs';
import { cancelTaxReceiptInTx, issueTaxReceiptInTx } from '../receipts/issue-tax-receipt';
import { donationFees } from '../settlement/fees';

export type DonationRow = typeof donations.$inferSelect;

/*
 * A donation may become paid from any state in which its money was not counted yet
 * (pending, expired, failed): a provider that reports a capture is believed even after we saw
 * the session as expired, so money is never lost; 'paid' and 'refunded' are excluded, so it
 * is never counted twice.
 */

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
  if (!campaign)
    throw new Error(`campaign ${donation.campaignId} of donation ${donation.id} not found`);
  await tx
    .update(associations)
    .set({ raisedAmountCents: sql`${associations.raisedAmountCents} + ${amount}` })
    .where(eq(associations.id, campaign.associationId));
  return campaign.associationId;
}

/**
 * The one place a donation becomes paid, as ONE SQL statement (one round trip while the
 * campaign's row is locked, which keeps a popular campaign fast):
 * - the conditional UPDATE ... WHERE payment_status in (...) RETURNING is the gate: of any
 *   number of concurrent webhooks and polls, PostgreSQL lets exactly one see the row change
 *   (the others wait on the row lock, re-check the condition and match nothing);
 * - the campaign and association totals move and the ledger row is written only from that
 *   returned row, in the same statement;
 * - the ledger key `payment:<donation>` is a second, independent guard: a duplicate would
 *   abort the whole statement.
 * The reçu fiscal, when one is due, is numbered in the same transaction (issueTaxReceiptInTx),
 * so a paid donation and its number exist together or not at all; so are its receipts' job
 * (durable queue: sent after the commit, even across a crash).
 * Returns the donation id when this call made it paid, null otherwise.
 */
export async function confirmDonationPayment(
  db: Database,
  input: { sessionId: string; paymentReference: string },
): Promise<{ id: string } | null> {
  return db.transaction(async (tx) => {
    const paid = await markPaid(tx, input);
    if (paid) {
      await issueTaxReceiptInTx(tx, paid.id);
      await enqueuePaymentJobsInTx(tx, paid.id);
    }
    return paid;
  });
}

async function markPaid(
  tx: Tx,
  input: { sessionId: string; paymentReference: string },
): Promise<{ id: string } | null> {
  const result = await tx.execute(sql`
    with paid as (
      update ${donations}
      set payment_status = 'paid', paid_at = now(), payment_reference = ${input.paymentReference}, updated_at = now()
      where provider_session_id = ${input.sessionId} and payment_status in ('pending', 'expired', 'failed')
      returning id, campaign_id, amount_cents
    ), moved as (
      update ${campaigns} c
      set raised_amount_cents = c.raised_amount_cents + paid.amount_cents, total_backers = c.total_backers + 1
      from paid
      where c.id = paid.campaign_id
      returning c.association_id, paid.id as donation_id, paid.campaign_id, paid.amount_cents
    ), association_moved as (
      update ${associations} a
      set raised_amount_cents = a.raised_amount_cents + moved.amount_cents
      from moved
      where a.id = moved.association_id
      returning a.id
    ), entry as (
      insert into ${ledgerEntries} (entry_key, kind, campaign_id, association_id, donation_id, amount_cents, reference)
      select 'payment:' || moved.donation_id, 'payment', moved.campaign_id, moved.association_id, moved.donation_id,
        moved.amount_cents, ${input.paymentReference}
      from moved
      returning id
    )
    select paid.id, (select count(*) from entry) as entries, (select count(*) from association_moved) as associations
    from paid
  `);
  const [row] = rowsOf<{ id: string; entries: string; associations: string }>(result);
  if (!row) return null;
  if (Number(row.entries) !== 1 || Number(row.associations) !== 1) {
    // Cannot happen with the foreign keys in place; loud if it ever does.
    throw new Error(
      `payment of donation ${row.id} wrote ${row.entries} ledger row(s), ${row.associations} association total(s)`,
    );
  }
  return { id: row.id };
}

/**
 * A paid donation given back in full: totals move back, one refund row. Once only. When its
 * money had already gone to the association in a transfer, the association now owes what it
 * received for it (amount less commission and fees): a debt withheld from its next transfer.
 * The donor's notices (refund, reçu fiscal cancelled) are jobs added in the same transaction.
 */
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
    if (donation.payoutId && !input.payoutId) await recordDebtIfTransferred(tx, donation);
    await cancelTaxReceiptInTx(tx, donation.id);
    await enqueueRefundNoticeInTx(tx, donation.id, donation.payoutId);
    return donation;
  });
}

async function recordDebtIfTransferred(tx: Tx, donation: DonationRow): Promise<void> {
  const [payout] = await tx
    .select({ id: payouts.id, kind: payouts.kind, associationId: payouts.associationId })
    .from(payouts)
    .where(eq(payouts.id, donation.payoutId!));
  if (payout?.kind !== 'transfer') return;
  const fees = donationFees(donation.amountCents);
  const owedCents = donation.amountCents - fees.commissionCents - fees.processingFeeCents;
  if (owedCents <= 0) return;
  await tx
    .insert(associationDebts)
    .values({
      associationId: payout.associationId,
      campaignId: donation.campaignId,
      donationId: donation.id,
      payoutId: payout.id,
      amountCents: owedCents,
    })
    .onConflictDoNothing();
}

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
  return donation ?? null;
}
