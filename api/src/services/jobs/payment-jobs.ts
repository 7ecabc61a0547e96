import { sql } from 'drizzle-orm';
import type { Tx } from '../settlement/settlement-types';

/**
 * In the payment's transaction, one statement: the receipts job, or, when the donor asked for
 * an account, the job that creates it (whoever creates the account first, inline or this job,
 * adds the receipts job with the outcome: see createAccountAfterPayment).
 */
export async function enqueuePaymentJobsInTx(tx: Tx, donationId: string): Promise<void> {
  await tx.execute(sql`
    select graphile_worker.add_job(
      case when pending_account_password_hash is null then 'payment-receipts' else 'account-after-payment' end,
      json_build_object('donationId', id))
    from donations where id = ${donationId}`);
}

/**
 * In the refund's transaction: the donor's refund notice when the refund is the settlement's
 * (the donation belongs to a refund payout: goal missed). A refund asked elsewhere (Stripe's
 * dashboard) sends no notice, as before the queue.
 */
export async function enqueueRefundNoticeInTx(
  tx: Tx,
  donationId: string,
  payoutId: string | null,
): Promise<void> {
  if (!payoutId) return;
  await tx.execute(sql`
    select graphile_worker.add_job('refund-notice', json_build_object('donationId', ${donationId}::text))
    from payouts where id = ${payoutId} and kind = 'refund'`);
}
