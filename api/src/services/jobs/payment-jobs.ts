import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { associations } from '../../db/schema/associations';
import { campaigns } from '../../db/schema/campaigns';
import { paymentReceiptFactsSql } from '../receipts/send-receipts';
import { addJobsSql, jobSpecSql, withdrawJobsSql } from './enqueue';

/** A paid donation whose emails need more than its facts: an account to create, a reçu fiscal. */
function needsOwnJob(paid: SQL): SQL {
  return sql`(${paid}.account_requested or ${paid}.wants_tax_receipt)`;
}

/**
 * The jobs of the payments of one statement (markPaid), from the rows of `paid` (the paid
 * donations' columns), added by one call of graphile-worker's add_jobs (addJobsSql):
 * - one job per donation whose donor asked for an account (the job that creates it; whoever
 *   creates the account first, inline or this job, adds the receipts job with the outcome: see
 *   createAccountAfterPayment) or whose reçu fiscal is due (its receipts job);
 * - one `payment-receipts-batch` job for all the others, carrying the facts of their emails,
 *   read here from the rows the statement has at hand. One job for a batch of payments, not
 *   one each: each job is a row inserted, locked, then deleted in the queue's table, and
 *   under a viral campaign's load that churn was PostgreSQL's largest cost.
 * A query returning the ids of the jobs added (use as a CTE, read by the statement);
 * `expectedPaymentJobsSql` counts what it adds.
 */
export function paymentJobsSql(paid: SQL): SQL {
  return addJobsSql(sql`
    select ${jobSpecSql({
      task: sql`case when ${paid}.account_requested then 'account-after-payment' else 'payment-receipts' end`,
      payload: sql`json_build_object('donationId', ${paid}.id)`,
    })} from ${paid} where ${needsOwnJob(paid)}
    union all
    select ${jobSpecSql({
      task: 'payment-receipts-batch',
      payload: sql`json_build_object('donations', json_agg(json_build_object('donationId', ${paid}.id,
        'facts', ${paymentReceiptFactsSql(paid)}) order by ${paid}.id))`,
    })} from ${paid} join ${campaigns} c on c.id = ${paid}.campaign_id
      join ${associations} a on a.id = c.association_id
      where not ${needsOwnJob(paid)} having count(*) > 0`);
}

/** How many jobs paymentJobsSql adds for the rows of `paid`. */
export function expectedPaymentJobsSql(paid: SQL): SQL {
  return sql`(select count(*) filter (where ${needsOwnJob(paid)})
    + least(count(*) filter (where not ${needsOwnJob(paid)}), 1) from ${paid})`;
}

/** The key of a checkout's own reconciliation job (the questions after the first). */
export function reconcileJobKey(donationId: SQL | string): SQL {
  return sql`'reconcile:' || ${donationId}`;
}

/**
 * A payment withdraws the next question about its checkout, if one is waiting (the first
 * question found it still pending): it would only find the donation paid. The first question,
 * shared by the checkouts opened together (reconcile-checkouts), stays: it finds them paid
 * with one query. A query (one row per job withdrawn): as a CTE, read it.
 */
export function withdrawReconciliationSql(paid: SQL): SQL {
  return withdrawJobsSql(reconcileJobKey(sql`${paid}.id::text`), paid);
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
