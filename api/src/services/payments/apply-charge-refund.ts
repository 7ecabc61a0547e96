import { eq } from 'drizzle-orm';
import { donations, payouts } from '../../db/schema';
import { recordDonationRefund } from '../ledger/payment-transitions';
import { sendRefundNotice } from '../receipts/send-receipts';
import type { PaymentDeps } from './payment-sync';

/**
 * A full refund reported by the provider (Stripe `charge.refunded`), whoever asked for it:
 * recorded once (recordDonationRefund: totals back, ledger row, and a debt of the association
 * when the money had already been transferred). A refund the settlement asked for (the
 * donation belongs to a refund payout) whose report won the race sends the donor's notice
 * from here, once. Unknown payments are ignored.
 */
export async function applyChargeRefund(
  deps: PaymentDeps,
  input: { paymentReference: string; refundReference: string },
): Promise<void> {
  const [donation] = await deps.db
    .select({ id: donations.id })
    .from(donations)
    .where(eq(donations.paymentReference, input.paymentReference))
    .limit(1);
  if (!donation) return;
  const refunded = await recordDonationRefund(deps.db, {
    donationId: donation.id,
    refundReference: input.refundReference,
  });
  if (!refunded?.payoutId) return;
  const [payout] = await deps.db
    .select({ kind: payouts.kind })
    .from(payouts)
    .where(eq(payouts.id, refunded.payoutId))
    .limit(1);
  if (payout?.kind !== 'refund') return;
  const notice = sendRefundNotice(deps, refunded.id);
  if (deps.background) deps.background(notice);
  else await notice;
}
