import { eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { campaigns } from '../../db/schema/campaigns';
import { donationDisputes, type DisputeOutcome } from '../../db/schema/disputes';
import { donations } from '../../db/schema/donations';
import { ledgerEntries } from '../../db/schema/ledger';
import { enqueueJob } from '../jobs/enqueue';
import { recordDonationRefundInTx } from '../ledger/refund-payment';
import { cancelTaxReceiptInTx } from '../receipts/issue-tax-receipt';
import { correctPlanYearReceiptInTx } from '../receipts/issue-annual-plan-receipts';
import { stripeDisputeFeeOn } from './dispute-fee';

/** What one provider event says about a dispute (Stripe `charge.dispute.*`). */
export interface DisputeReport {
  providerDisputeId: string;
  /** The disputed payment (Stripe payment intent): the donation's payment_reference. */
  paymentReference: string;
  amountCents: number;
  /** From the event's balance transactions; null when it carries none. */
  feeCents: number | null;
  reason: string;
  providerStatus: string;
  outcome: DisputeOutcome;
  /** The event's creation time: an older event never overwrites a newer one. */
  reportedAt: Date;
}

/**
 * Applies one dispute event, in one transaction, with the donation's row locked (events about
 * one gift, a refund and the settlement's selection of it take turns). The dispute's row holds
 * where it stands; only a change of outcome acts, once:
 * - opened (or first heard of already lost): the reçu fiscal is cancelled ('contestation du
 *   paiement') and the super admin alerted. The gift stays paid and counted, but the settlement
 *   holds it out of every transfer while the dispute is open (hasOpenDispute). A gift already
 *   transferred is not taken back at once: the platform advances it until the bank decides;
 * - lost: the money went back to the cardholder. It is recorded as the refund of the gift
 *   (recordDonationRefundInTx: totals back, a refund row; when it had been transferred, the
 *   association owes its share, withheld from its next transfer, as for any refund after a
 *   transfer: the debts the ledger already keeps) and the provider's fee as the platform's
 *   loss (a `dispute_fee` row);
 * - won: the gift counts again, eligible for the next transfer. Its cancelled reçu fiscal is
 *   not issued again: a receipt cancelled and notified stays cancelled (one receipt per gift,
 *   numbers never reused), and the association may issue a new one itself.
 * - the provider's fee, whatever the outcome: what the dispute's balance transactions withdrew
 *   and did not reinstate (disputeFeeFromBalanceTransactions), recorded once when the bank
 *   decides as a `dispute_fee` row, the platform's loss. Lost: the fee stays debited. Won: the
 *   amount comes back, and the fee too when Stripe reinstates it (a negative fee on the
 *   reinstatement); Stripe may keep the dispute fee of a won dispute ("If the dispute is found
 *   in your favor, the disputed amount and the dispute countered fee is returned to you",
 *   https://support.stripe.com/topics/disputes), so a won dispute can cost a fee too. With no
 *   balance transaction, a lost one costs STRIPE_DISPUTE_FEES, a won one nothing (an inquiry
 *   that never became a chargeback moved no money).
 * A gift refunded before or while the dispute runs (support's refund, a goal missed) is given
 * back once: Stripe lets a refunded charge be disputed, but "once the payment has been fully
 * refunded, no further funds will be withdrawn from your Stripe account as a result of this
 * dispute" (The Dispute object, is_charge_refundable, https://docs.stripe.com/api/disputes/object).
 * So the amount at stake recorded on the dispute is what was not refunded (none, the platform
 * refunds in full), a lost dispute adds no second refund row (nor a second debt), and only
 * its fee is recorded. The other way round, no refund is made while a dispute is open
 * (refund-donation.ts, complete-refund.ts): the bank is already taking the money back.
 * A closed dispute never reopens; duplicate and late events change nothing. Unknown payments
 * are ignored. Returns the outcome this event moved to, or null.
 */
export async function recordDisputeReport(
  db: Database,
  report: DisputeReport,
): Promise<DisputeOutcome | null> {
  return db.transaction(async (tx) => {
    const [donation] = await tx
      .select({
        id: donations.id,
        campaignId: donations.campaignId,
        paymentStatus: donations.paymentStatus,
        amountCents: donations.amountCents,
      })
      .from(donations)
      .where(eq(donations.paymentReference, report.paymentReference))
      .limit(1)
      .for('update');
    if (!donation) return null;
    const [known] = await tx
      .select()
      .from(donationDisputes)
      .where(eq(donationDisputes.providerDisputeId, report.providerDisputeId))
      .for('update');
    if (known && (known.outcome !== 'open' || report.reportedAt < known.providerEventAt))
      return null;
    const feeCents = disputeFeeCents(report);
    // What the dispute can still take: nothing once the gift was refunded (see above).
    const atStakeCents =
      donation.paymentStatus === 'paid' ? Math.min(report.amountCents, donation.amountCents) : 0;
    const facts = {
      amountCents: atStakeCents,
      feeCents,
      reason: report.reason,
      providerStatus: report.providerStatus,
      outcome: report.outcome,
      providerEventAt: report.reportedAt,
      closedAt: report.outcome === 'open' ? null : sql`now()`,
      updatedAt: sql`now()`,
    };
    const [dispute] = known
      ? await tx
          .update(donationDisputes)
          .set(facts)
          .where(eq(donationDisputes.id, known.id))
          .returning()
      : await tx
          .insert(donationDisputes)
          .values({
            providerDisputeId: report.providerDisputeId,
            donationId: donation.id,
            ...facts,
          })
          .returning();
    const previous = known?.outcome ?? null;
    if (previous === report.outcome) return null;
    // First heard of: the hold begins (a dispute first reported won never held anything).
    if (previous === null && report.outcome !== 'won') {
      await cancelTaxReceiptInTx(tx, donation.id, 'dispute');
      await correctPlanYearReceiptInTx(tx, donation.id, 'dispute');
      await enqueueJob(tx, 'dispute-alert', { disputeId: dispute!.id, outcome: 'open' });
    }
    if (report.outcome === 'lost') await recordLoss(tx, donation, report);
    if (report.outcome !== 'open') await recordFee(tx, donation, dispute!.id, report, feeCents);
    if (report.outcome !== 'open')
      await enqueueJob(tx, 'dispute-alert', { disputeId: dispute!.id, outcome: report.outcome });
    return report.outcome;
  });
}

/**
 * The fee of a closed dispute, in cents: its balance transactions' sum when it carries them,
 * else STRIPE_DISPUTE_FEES for a lost one and nothing for a won one. Open: what was withdrawn
 * so far (shown to the admin; recorded in the ledger only when the bank decides).
 */
function disputeFeeCents(report: DisputeReport): number {
  if (report.feeCents !== null) return report.feeCents;
  return report.outcome === 'lost' ? stripeDisputeFeeOn(report.reportedAt) : 0;
}

/** A lost dispute's money back to the cardholder, unless the gift was refunded already. */
async function recordLoss(
  tx: Tx,
  donation: { id: string; paymentStatus: string },
  report: DisputeReport,
): Promise<void> {
  // Refunded before (support, goal missed): nothing more was withdrawn, nothing more to record.
  if (donation.paymentStatus === 'paid')
    await recordDonationRefundInTx(tx, {
      donationId: donation.id,
      refundReference: report.providerDisputeId,
      byDispute: true,
    });
}

/** The fee the provider kept for a closed dispute (lost or won): the platform's loss, once. */
async function recordFee(
  tx: Tx,
  donation: { id: string; campaignId: string },
  disputeId: string,
  report: DisputeReport,
  feeCents: number,
): Promise<void> {
  if (feeCents <= 0) return;
  const [campaign] = await tx
    .select({ associationId: campaigns.associationId })
    .from(campaigns)
    .where(eq(campaigns.id, donation.campaignId));
  await tx
    .insert(ledgerEntries)
    .values({
      entryKey: `dispute_fee:${disputeId}`,
      kind: 'dispute_fee',
      campaignId: donation.campaignId,
      associationId: campaign!.associationId,
      donationId: donation.id,
      amountCents: feeCents,
      reference: report.providerDisputeId,
    })
    .onConflictDoNothing();
}
