import { and, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { donations } from '../../db/schema/donations';
import { ledgerEntries } from '../../db/schema/ledger';
import { donationsRefunded } from '../../lib/metrics';
import { addJobSqlExpression, currentRequestIdSql } from '../jobs/enqueue';
import { cancelTaxReceiptInTx } from '../receipts/issue-tax-receipt';
import { correctPlanYearReceiptInTx } from '../receipts/issue-annual-plan-receipts';
import { moveTotals } from './move-totals';
import type { DonationRow } from './donation-row';
import { recordDebtIfTransferred } from './record-debt';
import { refundGivesUnitBack, releaseRewardUnitInTx } from '../rewards/reward-stock';

/**
 * A paid donation given back in full: totals move back, one refund row. Once only. When its
 * money had already gone to the association in a transfer, the association now owes what it
 * received for it (amount less commission and fees): a debt withheld from its next transfer.
 * The donor's notices (refund, reçu fiscal cancelled) are jobs added in the same transaction.
 */
export async function recordDonationRefund(
  db: Database,
  input: RefundInput,
): Promise<DonationRow | null> {
  return db.transaction((tx) => recordDonationRefundInTx(tx, input));
}

type RefundInput = {
  donationId: string;
  refundReference: string | null;
  payoutId?: string | null;
  /**
   * A lost card dispute: the bank gave the money back, not the platform, so the donor gets no
   * refund notice (even for a gift of a goal-missed refund payout); the dispute told them.
   */
  byDispute?: boolean;
};

/**
 * recordDonationRefund inside the caller's transaction: a lost card dispute records its money
 * back to the cardholder with the dispute's other rows (disputes/record-dispute.ts).
 */
export async function recordDonationRefundInTx(
  tx: Tx,
  input: RefundInput,
): Promise<DonationRow | null> {
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
  // Counted as recorded: the rare transaction that rolls back after this still counts.
  donationsRefunded.inc();
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
  // A regular gift's charge: its year's cumulative receipt is corrected (dons réguliers).
  await correctPlanYearReceiptInTx(tx, donation.id, 'refund');
  // The reward's unit goes back unless the reward was already posted (reward-stock.ts).
  if (refundGivesUnitBack(donation)) await releaseRewardUnitInTx(tx, donation);
  if (!input.byDispute) await enqueueRefundNoticeInTx(tx, donation);
  return donation;
}

/**
 * In the refund's transaction: the donor's refund notice when the refund is the settlement's
 * (the donation belongs to a refund payout: goal missed) or one asked by support or the
 * manager (its claim's reason is set: services/donations/refund-donation.ts). A refund asked
 * elsewhere (Stripe's dashboard) sends no notice, as before the queue.
 */
async function enqueueRefundNoticeInTx(tx: Tx, donation: DonationRow): Promise<void> {
  const job = sql`select ${addJobSqlExpression({
    task: 'refund-notice',
    payload: sql`json_build_object('donationId', ${donation.id}::text)`,
    requestId: currentRequestIdSql(),
  })}`;
  if (donation.refundReason !== null) await tx.execute(job);
  else if (donation.payoutId)
    await tx.execute(sql`${job} from payouts where id = ${donation.payoutId} and kind = 'refund'`);
}
