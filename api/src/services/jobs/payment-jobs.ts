import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../settlement/settlement-types';
import { associations } from '../../db/schema/associations';
import { campaigns } from '../../db/schema/campaigns';
import { paymentReceiptFactsSql } from '../receipts/send-receipts';
import { insertJobSql, withdrawJobSql } from './enqueue';

/**
 * The job of a payment, added by its statement (markPaid) for each row of `paid` (the paid
 * donation's columns): the receipts job, or, when the donor asked for an account, the job that
 * creates it (whoever creates the account first, inline or this job, adds the receipts job
 * with the outcome: see createAccountAfterPayment). Without a reçu fiscal due, the receipts
 * job carries the facts of its emails, read here from the rows the statement has at hand.
 */
export function paymentJobSql(paid: SQL): SQL {
  return insertJobSql({
    task: sql`case when ${paid}.account_requested then 'account-after-payment' else 'payment-receipts' end`,
    payload: sql`case when ${paid}.account_requested or ${paid}.wants_tax_receipt
      then json_build_object('donationId', ${paid}.id)
      else json_build_object('donationId', ${paid}.id, 'facts', ${paymentReceiptFactsSql(paid)}) end`,
    from: sql`from ${paid} join ${campaigns} c on c.id = ${paid}.campaign_id
      join ${associations} a on a.id = c.association_id`,
  });
}

/** The key of a checkout's reconciliation job (every attempt has it). */
export function reconcileJobKey(donationId: SQL | string): SQL {
  return sql`'reconcile:' || ${donationId}`;
}

/**
 * A payment withdraws its checkout's reconciliation (added with the pending donation): it
 * would only find the donation paid, at the cost of a job run per donation.
 */
export function withdrawReconciliationSql(paid: SQL): SQL {
  return withdrawJobSql(reconcileJobKey(sql`${paid}.id::text`), paid);
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
