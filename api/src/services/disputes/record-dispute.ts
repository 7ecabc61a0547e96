import { eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { campaigns } from '../../db/schema/campaigns';
import { donationDisputes, type DisputeOutcome } from '../../db/schema/disputes';
import { donations } from '../../db/schema/donations';
import { ledgerEntries } from '../../db/schema/ledger';
import { enqueueJob } from '../jobs/enqueue';
import { recordDonationRefundInTx } from '../ledger/refund-payment';
import { cancelTaxReceiptInTx } from '../receipts/issue-tax-receipt';
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
    const lostFee =
      report.outcome === 'lost' ? (report.feeCents ?? stripeDisputeFeeOn(report.reportedAt)) : 0;
    const facts = {
      amountCents: report.amountCents,
      feeCents: report.outcome === 'lost' ? lostFee : (report.feeCents ?? 0),
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
      await enqueueJob(tx, 'dispute-alert', { disputeId: dispute!.id, outcome: 'open' });
    }
    if (report.outcome === 'lost') await recordLoss(tx, donation, dispute!.id, report, lostFee);
    if (report.outcome !== 'open')
      await enqueueJob(tx, 'dispute-alert', { disputeId: dispute!.id, outcome: report.outcome });
    return report.outcome;
  });
}

/** A lost dispute in the ledger: the gift's money back to the cardholder, the fee lost. */
async function recordLoss(
  tx: Tx,
  donation: { id: string; campaignId: string; paymentStatus: string },
  disputeId: string,
  report: DisputeReport,
  feeCents: number,
): Promise<void> {
  // A gift refunded before (support, goal missed) has nothing more to give back.
  if (donation.paymentStatus === 'paid')
    await recordDonationRefundInTx(tx, {
      donationId: donation.id,
      refundReference: report.providerDisputeId,
    });
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
