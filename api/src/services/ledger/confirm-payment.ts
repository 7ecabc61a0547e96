import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  isPoolDatabase,
  preparedPerDatabase,
  preparedStatement,
} from '../../db/prepared-statement';
import { createStatementBatcher } from '../../db/statement-batcher';
import { campaignTotalShards } from '../../db/schema/campaign-totals';
import { associations } from '../../db/schema/associations';
import { campaigns } from '../../db/schema/campaigns';
import { donations } from '../../db/schema/donations';
import { ledgerEntries } from '../../db/schema/ledger';
import { rowsOf } from '../../lib/sql-rows';
import { goalCampaignCondition } from '../catalogue/campaign-funding';
import { nextChangeNotice } from '../public-cache/change-notices';
import { addJobsSql, currentRequestIdSql, jobSpecSql, withdrawJobsSql } from '../jobs/enqueue';
import { donationsPaid } from '../../lib/metrics';
import { currentRequestId } from '../../lib/request-context';
import { issueTaxReceiptInTx } from '../receipts/issue-tax-receipt';
import { shardOfConnection } from './move-totals';

/*
 * A donation may become paid from any state in which its money was not counted yet
 * (pending, expired, failed): a provider that reports a capture is believed even after we saw
 * the session as expired, so money is never lost; 'paid' and 'refunded' are excluded, so it
 * is never counted twice.
 */

/**
 * The one place a donation becomes paid, as ONE SQL statement (one round trip while the
 * shard's row is locked):
 * - the conditional UPDATE ... WHERE payment_status in (...) RETURNING is the gate: of any
 *   number of concurrent webhooks and polls, PostgreSQL lets exactly one see the row change
 *   (the others wait on the row lock, re-check the condition and match nothing);
 * - the campaign's totals move (one counter shard, see campaign-totals.ts: payments to one
 *   campaign do not queue on one row), the ledger row is written and the receipts' job is
 *   added (durable queue: sent after the commit, even across a crash) and the checkout's
 *   reconciliation job withdrawn, all only from that returned row, in the same statement;
 * - the ledger key `payment:<donation>` is a second, independent guard: a duplicate would
 *   abort the whole statement.
 * A payment without a reçu fiscal (most of them) is that statement alone, its own transaction,
 * shared with the payments confirmed at the same moment (statement-batcher.ts: group commit,
 * one round trip and one commit for all of them). When a reçu fiscal is due, the statement and
 * the receipt's numbering (issueTaxReceiptInTx) share a transaction of their own, so a paid
 * donation and its number exist together or not at all. A goal campaign's gift is numbered
 * later, by the settlement that finds the goal reached (issueGoalReachedReceiptsInTx).
 *
 * Its notifications commit with it: the triggers' public_data_changed (the public caches of
 * every instance), one public_data_changed named by `notice` (change-notices.ts: this
 * instance's cache tells when its own change has been delivered, PublicCache.changedHere) and
 * one jobs:insert for the receipts' jobs (the workers of every instance), sent by the statement's
 * one call of graphile-worker's add_jobs (addJobsSql).
 * PostgreSQL serialises notifying commits (a global lock across the WAL flush), which capped
 * payments at about one per flush when each payment was its own transaction; one notifying
 * commit per batch of payments does not, and nothing is announced before it is true, nor lost
 * if the process dies right after the commit.
 * Returns the donation id (and the notice of its notification) when this call made it paid,
 * null otherwise.
 */
export async function confirmDonationPayment(
  db: Database,
  input: PaymentInput,
): Promise<PaidDonation | null> {
  const payment = { sessionId: input.sessionId, paymentReference: input.paymentReference };
  const paid = isPoolDatabase(db)
    ? await paymentBatcher(db)(payment)
    : (await markPaidWithoutTaxReceipt(db, [payment]))[0]!;
  if (paid) {
    donationsPaid.inc();
    return paid;
  }
  // A reçu fiscal to number, or nothing to do (already paid, refunded, unknown session).
  const notice = nextChangeNotice();
  const paidWithReceipt = await db.transaction(async (tx) => {
    const result = await tx.execute(
      markPaidSql({
        // One parameter each (a bare array would be spread into a list of parameters).
        sessionIds: sql.param([input.sessionId]),
        paymentReferences: sql.param([input.paymentReference]),
        notice,
        withoutTaxReceipt: false,
        requestId: currentRequestIdSql(),
      }),
    );
    const [paidWithReceipt] = paidRows(rowsOf<PaidRow>(result));
    if (paidWithReceipt?.wantsTaxReceipt) await issueTaxReceiptInTx(tx, paidWithReceipt.id);
    return paidWithReceipt
      ? {
          id: paidWithReceipt.id,
          accountRequested: paidWithReceipt.accountRequested,
          planId: paidWithReceipt.planId,
          notice,
        }
      : null;
  });
  if (paidWithReceipt) donationsPaid.inc();
  return paidWithReceipt;
}

interface PaymentInput {
  sessionId: string;
  paymentReference: string;
}

/**
 * The payment statement, for any number of checkout sessions (arrays of the same length; in
 * the prepared form, SQL placeholders). Each session's donation is its own row of `paid`, and
 * every later step is set-based on those rows; the totals are summed per campaign first, as
 * one statement may not touch a shard's row twice. The campaign's and association's facts
 * (the ledger's association, the receipts' names) are joined once, by the update: the
 * statement is planned at every execution (db/client.ts), and joining them again in the
 * ledger's and the receipts' parts made it twice as long to plan (docs/decisions/0002).
 */
function markPaidSql(values: {
  sessionIds: unknown;
  paymentReferences: unknown;
  notice: unknown;
  withoutTaxReceipt: boolean;
  /** The request behind the payment, for its jobs (a text expression, maybe null). */
  requestId: SQL;
}): SQL {
  return sql`
    with paid as (
      update ${donations} d
      set payment_status = 'paid', paid_at = now(), updated_at = now(),
        payment_reference = (${values.paymentReferences}::text[])[array_position(${values.sessionIds}::text[], d.provider_session_id)]
      from ${campaigns} c join ${associations} a on a.id = c.association_id
      where c.id = d.campaign_id and d.provider_session_id = any(${values.sessionIds}::text[])
        and d.payment_status in ('pending', 'expired', 'failed')
        ${values.withoutTaxReceipt ? sql`and not d.wants_tax_receipt` : sql``}
      returning d.id, d.provider_session_id, d.campaign_id, d.amount_cents, d.wants_tax_receipt,
        d.pending_account_password_hash is not null as account_requested,
        d.donor_name, d.donor_email, d.paid_at, d.is_anonymous, d.message, d.reward_title,
        d.reward_description, d.origin_url, d.payment_reference, d.recurring_plan_id,
        ${paidCampaignFactsSql()}
    ), moved as (
      insert into ${campaignTotalShards} as s (campaign_id, shard, raised_amount_cents, total_backers)
      select paid.campaign_id, ${shardOfConnection}, sum(paid.amount_cents), count(*) from paid
      group by paid.campaign_id order by paid.campaign_id
      on conflict (campaign_id, shard) do update
      set raised_amount_cents = s.raised_amount_cents + excluded.raised_amount_cents,
        total_backers = s.total_backers + excluded.total_backers
      returning s.campaign_id
    ), entry as (
      insert into ${ledgerEntries} (entry_key, kind, campaign_id, association_id, donation_id, amount_cents, reference)
      select 'payment:' || paid.id, 'payment', paid.campaign_id, paid.association_id, paid.id,
        paid.amount_cents, paid.payment_reference
      from paid
      returning id
    ), job as (
      ${paymentJobsSql(sql`paid`, values.requestId)}
    ), reconciliation as (
      ${withdrawReconciliationSql(sql`paid`)}
    ), announced as (
      select pg_notify('public_data_changed', ${values.notice}::text)
    )
    select paid.id, paid.provider_session_id, paid.wants_tax_receipt, paid.account_requested,
      paid.recurring_plan_id,
      (select count(*) from paid) as paid_count, (select count(*) from entry) as entries,
      (select count(distinct campaign_id) from paid) as campaigns,
      (select count(*) from moved) as shards, (select count(*) from job) as jobs,
      ${expectedPaymentJobsSql(sql`paid`)} as expected_jobs,
      (select count(*) from reconciliation) as withdrawn, (select count(*) from announced) as announced
    from paid
  `;
}

/** The payment of donations without a reçu fiscal: the hot path, a prepared statement. */
const markPaidWithoutTaxReceiptStatement = preparedStatement<{
  sessionIds: string[];
  paymentReferences: string[];
  notice: string;
  requestId: string | null;
}>('mark_paid_without_tax_receipt', () =>
  markPaidSql({
    sessionIds: sql.placeholder('sessionIds'),
    paymentReferences: sql.placeholder('paymentReferences'),
    notice: sql.placeholder('notice'),
    withoutTaxReceipt: true,
    requestId: sql`${sql.placeholder('requestId')}`,
  }),
);

type Payment = { sessionId: string; paymentReference: string };
type Paid = PaidDonation | null;

/**
 * A donation this call made paid: whether its donor asked for an account, the regular gift's
 * plan it belongs to (dons réguliers: its first checkout starts the plan; null, nearly always,
 * for a one-off gift), and the notice of its notification.
 */
export interface PaidDonation {
  id: string;
  accountRequested: boolean;
  planId: string | null;
  notice: string;
}

/**
 * Pays the sessions' donations that need no reçu fiscal in one statement: one answer per
 * payment, in order, null for a session this statement did not make paid. A session given twice
 * is paid once, and only its first occurrence gets the donation (the gate of the statement).
 */
async function markPaidWithoutTaxReceipt(db: Database, payments: Payment[]): Promise<Paid[]> {
  const first = new Map<string, number>();
  payments.forEach((payment, index) => {
    if (!first.has(payment.sessionId)) first.set(payment.sessionId, index);
  });
  const unique = [...first.keys()];
  const references = unique.map((sessionId) => payments[first.get(sessionId)!]!.paymentReference);
  const notice = nextChangeNotice();
  const rows = paidRows(
    rowsOf<PaidRow>(
      await markPaidWithoutTaxReceiptStatement(db, {
        sessionIds: unique,
        paymentReferences: references,
        notice,
        // A batch of payments from several requests: its jobs name the one that ran it.
        requestId: currentRequestId() ?? null,
      }),
    ),
  );
  const bySession = new Map(rows.map((row) => [row.sessionId, row]));
  return payments.map((payment, index) => {
    const row = bySession.get(payment.sessionId);
    return row && first.get(payment.sessionId) === index
      ? { id: row.id, accountRequested: row.accountRequested, planId: row.planId, notice }
      : null;
  });
}

/** One group-commit batcher per database handle (see confirmDonationPayment). */
const paymentBatcher = preparedPerDatabase((db: Database) =>
  createStatementBatcher({
    runBatch: (payments: Payment[]) => markPaidWithoutTaxReceipt(db, payments),
  }),
);

interface PaidRow {
  id: string;
  provider_session_id: string;
  wants_tax_receipt: boolean;
  account_requested: boolean;
  recurring_plan_id: string | null;
  paid_count: string;
  entries: string;
  campaigns: string;
  shards: string;
  jobs: string;
  expected_jobs: string;
}

function paidRows(rows: PaidRow[]): {
  id: string;
  sessionId: string;
  wantsTaxReceipt: boolean;
  accountRequested: boolean;
  planId: string | null;
}[] {
  const [row] = rows;
  if (
    row &&
    (Number(row.entries) !== Number(row.paid_count) ||
      Number(row.jobs) !== Number(row.expected_jobs) ||
      Number(row.shards) !== Number(row.campaigns))
  ) {
    // Cannot happen with the foreign keys in place; loud if it ever does.
    throw new Error(
      `payment of ${row.paid_count} donation(s) wrote ${row.entries} ledger row(s), ${row.shards} total shard(s) for ${row.campaigns} campaign(s), ${row.jobs} job(s) of ${row.expected_jobs}`,
    );
  }
  return rows.map((paid) => ({
    id: paid.id,
    sessionId: paid.provider_session_id,
    wantsTaxReceipt: paid.wants_tax_receipt,
    accountRequested: paid.account_requested,
    planId: paid.recurring_plan_id,
  }));
}

/*
 * The payment statement's jobs: written here, with the statement they belong to.
 */

/** A paid donation whose emails need more than its facts: an account to create, a reçu fiscal. */
function needsOwnJob(paid: SQL): SQL {
  return sql`(${paid}.account_requested or ${paid}.wants_tax_receipt)`;
}

/**
 * The jobs of the payments of one statement (markPaidSql), from the rows of `paid` (the paid
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
function paymentJobsSql(paid: SQL, requestId: SQL): SQL {
  return addJobsSql(sql`
    select ${jobSpecSql({
      task: sql`case when ${paid}.account_requested then 'account-after-payment' else 'payment-receipts' end`,
      payload: sql`json_build_object('donationId', ${paid}.id)`,
      requestId,
    })} from ${paid} where ${needsOwnJob(paid)}
    union all
    select ${jobSpecSql({
      task: 'payment-receipts-batch',
      requestId,
      payload: sql`json_build_object('donations', json_agg(json_build_object('donationId', ${paid}.id,
        'facts', ${paymentReceiptFactsSql(paid)}, 'inPlan', ${inPlanSql(paid)}) order by ${paid}.id))`,
    })} from ${paid} where not ${needsOwnJob(paid)} having count(*) > 0`);
}

/**
 * Whether a paid donation belongs to a regular gift's plan (its receipt then links to the
 * plan, receipt-plan-link.ts): the plan its checkout or charge wrote on it.
 */
function inPlanSql(paid: SQL): SQL {
  return sql`(${paid}.recurring_plan_id is not null)`;
}

/** How many jobs paymentJobsSql adds for the rows of `paid`. */
function expectedPaymentJobsSql(paid: SQL): SQL {
  return sql`(select count(*) filter (where ${needsOwnJob(paid)})
    + least(count(*) filter (where not ${needsOwnJob(paid)}), 1) from ${paid})`;
}

/** The key of a checkout's own reconciliation job (the questions after the first). */
function reconcileJobKey(donationId: SQL | string): SQL {
  return sql`'reconcile:' || ${donationId}`;
}

/**
 * A payment withdraws the next question about its checkout, if one is waiting (the first
 * question found it still pending): it would only find the donation paid. The first question,
 * shared by the checkouts opened together (reconcile-checkouts), stays: it finds them paid
 * with one query. A query (one row per job withdrawn): as a CTE, read it.
 */
function withdrawReconciliationSql(paid: SQL): SQL {
  return withdrawJobsSql(reconcileJobKey(sql`${paid}.id::text`), paid);
}

/**
 * What a row of `paid` carries besides the donation's columns (markPaidSql): its campaign's and
 * association's facts, from the campaign `c` and association `a` the update joins.
 */
export function paidCampaignFactsSql(): SQL {
  return sql`c.association_id, c.title as campaign_title,
    ${goalCampaignCondition(alias(campaigns, 'c'))} as is_goal_campaign,
    a.name as association_name, a.contact_email as association_contact_email`;
}

/**
 * The facts of a paid donation, as its job's payload carries them (PaymentReceiptFacts): built
 * by SQL over a row of `paid` (the donation's columns and paidCampaignFactsSql's).
 * Their twin, read from the tables on a later run: readReceiptsContext (receipts/send-receipts.ts,
 * which says why both stay); test/receipts/receipt-facts-agree.test.ts checks that they agree.
 */
export function paymentReceiptFactsSql(paid: SQL): SQL {
  return sql`json_build_object('donorName', ${paid}.donor_name, 'donorEmail', ${paid}.donor_email,
    'amountCents', ${paid}.amount_cents, 'paidAt', ${paid}.paid_at, 'isAnonymous', ${paid}.is_anonymous,
    'message', ${paid}.message, 'rewardTitle', ${paid}.reward_title,
    'rewardDescription', ${paid}.reward_description, 'originUrl', ${paid}.origin_url,
    'campaignTitle', ${paid}.campaign_title, 'isGoalCampaign', ${paid}.is_goal_campaign,
    'associationName', ${paid}.association_name, 'contactEmail', ${paid}.association_contact_email)`;
}
