import { eq } from 'drizzle-orm';
import { donations } from '../../db/schema';
import { recordDonationRefund } from '../ledger/refund-payment';
import type { PaymentDeps } from './payment-sync';

/**
 * A full refund reported by the provider (Stripe `charge.refunded`), whoever asked for it:
 * recorded once (recordDonationRefund: totals back, ledger row, and a debt of the association
 * when the money had already been transferred). A refund the settlement asked for (the
 * donation belongs to a refund payout) whose report won the race gets the donor's notice job
 * from that same transaction, once. Unknown payments are ignored.
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
  await recordDonationRefund(deps.db, {
    donationId: donation.id,
    refundReference: input.refundReference,
  });
}
