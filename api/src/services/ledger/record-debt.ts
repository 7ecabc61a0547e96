import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { donations } from '../../db/schema/donations';
import { associationDebts, payouts } from '../../db/schema/payouts';
import { donationFees } from '../settlement/fees';
import type { DonationRow } from './donation-row';

/**
 * A debt is recorded only against money that actually left: the donation's
 * transfer is completed. Refunded while its transfer waits (failed, not tried yet), it simply
 * leaves that transfer, which pays what is still due when it is tried (complete-transfer.ts);
 * refunded while the provider call is under way, the transfer's completion records the debt
 * (recordDebtsOfRefundedInTx). The payout's row is read under a share lock, so this and that
 * completion see each other: one of them records it, once (unique donation).
 */
export async function recordDebtIfTransferred(tx: Tx, donation: DonationRow): Promise<void> {
  const [payout] = await tx
    .select({ id: payouts.id, kind: payouts.kind, status: payouts.status })
    .from(payouts)
    .where(eq(payouts.id, donation.payoutId!))
    .for('share');
  if (payout?.kind !== 'transfer' || payout.status !== 'completed') return;
  await recordDebtsOfRefundedInTx(tx, payout.id);
}

/**
 * The debts of a completed transfer's donations refunded since: each owes what the association
 * received for it (amount less commission and fees, as a reversed Stripe transfer would).
 */
export async function recordDebtsOfRefundedInTx(tx: Tx, payoutId: string): Promise<void> {
  const refunded = await tx
    .select({
      id: donations.id,
      campaignId: donations.campaignId,
      amountCents: donations.amountCents,
      associationId: payouts.associationId,
    })
    .from(donations)
    .innerJoin(payouts, eq(payouts.id, donations.payoutId))
    .where(
      and(
        eq(donations.payoutId, payoutId),
        eq(donations.paymentStatus, 'refunded'),
        eq(payouts.kind, 'transfer'),
        eq(payouts.status, 'completed'),
      ),
    );
  const debts = refunded
    .map((donation) => {
      const fees = donationFees(donation.amountCents);
      return {
        associationId: donation.associationId,
        campaignId: donation.campaignId,
        donationId: donation.id,
        payoutId,
        amountCents: donation.amountCents - fees.commissionCents - fees.processingFeeCents,
      };
    })
    .filter((debt) => debt.amountCents > 0);
  if (debts.length > 0) await tx.insert(associationDebts).values(debts).onConflictDoNothing();
}
