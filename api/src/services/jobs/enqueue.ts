import { sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { currentRequestId } from '../../lib/request-context';

/**
 * What the payment's statement puts in the payload of its receipts job (no reçu fiscal due),
 * so that the job's first run needs no query before sending (sendFirstPaymentReceipts in
 * receipts/send-receipts.ts). The payment statement writes it (ledger/confirm-payment.ts).
 */
export interface PaymentReceiptFacts {
  donorName: string;
  donorEmail: string;
  amountCents: number;
  /** The payment's time, as PostgreSQL's JSON writes it. */
  paidAt: string;
  isAnonymous: boolean;
  message: string | null;
  rewardTitle: string | null;
  rewardDescription: string | null;
  originUrl: string | null;
  campaignTitle: string;
  isGoalCampaign: boolean;
  associationName: string;
  contactEmail: string;
}

/**
 * The jobs of the durable queue (graphile-worker tasks) and their payloads. Each domain's
 * handlers are in its own `*.job.ts`, composed by services/job-handlers.ts.
 */
export interface JobPayloads {
  /** Donor receipt, association notice and reçu fiscal of a donation that became paid. */
  'payment-receipts': {
    donationId: string;
    account?: 'created' | 'exists';
    /**
     * Only in jobs queued by a release without payment-receipts-batch (a queue carried over
     * an upgrade): the payment statement puts the facts in the batch job.
     */
    facts?: PaymentReceiptFacts;
  };
  /**
   * Donor receipts and association notices of the donations paid together by one statement,
   * none with a reçu fiscal or an account to create (sendPaymentReceiptsBatch).
   */
  'payment-receipts-batch': {
    donations: {
      donationId: string;
      facts: PaymentReceiptFacts;
      /**
       * Whether the gift belongs to a regular gift's plan (its receipt links to the plan), as
       * the payment statement saw it: false spares the job the plan's lookup. Absent from jobs
       * queued before it existed: the plan is then looked up.
       */
      inPlan?: boolean;
    }[];
  };
  /** The account a donor asked for while donating (when nobody created it inline). */
  'account-after-payment': { donationId: string };
  /** Welcome email of an account created with a paid donation. */
  'account-welcome': { donationId: string };
  /** A reset link (the token's hash is stored; the link leaves only by this email). */
  'password-reset-email': { userId: string; tokenId: string; token: string };
  /** The donor of a donation refunded by the settlement (goal missed). */
  'refund-notice': { donationId: string };
  /** The donor of a refunded gift whose reçu fiscal was cancelled. */
  'tax-receipt-cancelled': { donationId: string };
  /** The super admins' email about a card dispute that opened or closed (disputes/). */
  'dispute-alert': { disputeId: string; outcome: 'open' | 'won' | 'lost' };
  /**
   * First question to the provider about the checkouts opened in one second
   * ([openedFrom, openedBefore), ISO times), once due. `donationIds`: only in jobs queued by
   * a release that added one job per statement of checkouts, carried over an upgrade.
   */
  'reconcile-checkouts': { openedFrom: string; openedBefore: string } | { donationIds: string[] };
  /** Asks the provider about a checkout still pending (attempt: how many times already). */
  'reconcile-checkout': { donationId: string; attempt: number };
  /** Asks the provider about every pending checkout (a worker's start: a crash may have cut one). */
  'reconcile-pending': Record<string, never>;
  /** The super admin's decision on an association, to its managers (decisionId: once each). */
  'association-review-email': {
    associationId: string;
    status: 'approved' | 'rejected';
    reason: string | null;
    decisionId: string;
  };
  /** One settlement run (the crontab, and once soon after start). */
  settle: Record<string, never>;
  /**
   * The confirmation of an account deletion, to the address being erased: the payload is the
   * only copy left of it, deleted by the queue once the email has left.
   */
  'account-erased-email': { userId: string; email: string; fullName: string };
  /** The daily erasure of guests' contact data past the retention period (privacy/). */
  'purge-guest-contacts': Record<string, never>;
  /** An update's emails to the campaign's consenting backers, each once (campaign-news/). */
  'campaign-news-emails': { newsId: string };
  /** 'Me le rappeler': due 48 h before the campaign ends, sent once or skipped (campaign-news/). */
  'campaign-reminder': { reminderId: string };
}

export type JobName = keyof JobPayloads;

export interface EnqueueOptions {
  /** Run no earlier than this many milliseconds from now. */
  delayMs?: number;
  /** At most one waiting job with this key (graphile-worker's job_key). */
  jobKey?: string;
}

/**
 * The key of a payload that names the request the job was enqueued for (its X-Request-Id,
 * lib/request-context.ts): a job added while a request (or a job of one) runs carries it, and
 * the worker runs the job, and writes its log lines, under that id (tasks.ts). The jobs one
 * statement adds for several payments at once carry the id of the request that ran it.
 */
export const JOB_REQUEST_ID_KEY = 'requestId';

/**
 * The current request's id as an SQL text parameter (null outside a request), for the
 * `requestId` of addJobSqlExpression and jobSpecSql in a statement built per call. A prepared
 * statement, built once, passes a placeholder instead (`sql.placeholder(...)`), never this.
 */
export function currentRequestIdSql(): SQL {
  return sql`${currentRequestId() ?? null}::text`;
}

/** A json payload expression with `requestId` (a text expression, maybe null) added when set. */
function withRequestId(payload: SQL, requestId: SQL | undefined): SQL {
  if (!requestId) return payload;
  return sql`(${payload}::jsonb || case when ${requestId}::text is null then '{}'::jsonb
    else jsonb_build_object(${sql.raw(`'${JOB_REQUEST_ID_KEY}'`)}, ${requestId}::text) end)::json`;
}

/** `now()` plus a delay, as SQL. */
function delayedBy(delayMs: number): SQL {
  return sql`now() + make_interval(secs => ${delayMs / 1000})`;
}

/**
 * The SQL that adds a job. Run it inside the transaction of the change that causes the job:
 * the job exists if and only if the change committed (graphile_worker.add_job is a plain
 * INSERT, rolled back with the rest).
 */
function addJobSql<N extends JobName>(
  name: N,
  payload: JobPayloads[N],
  options: EnqueueOptions = {},
): SQL {
  return sql`select ${addJobSqlExpression({
    task: name,
    payload: sql`${JSON.stringify(payload)}::json`,
    requestId: currentRequestIdSql(),
    runAt: options.delayMs !== undefined ? delayedBy(options.delayMs) : undefined,
    jobKey: options.jobKey !== undefined ? sql`${options.jobKey}::text` : undefined,
  })}`;
}

/**
 * The call of graphile-worker's public add_job as an SQL expression over the rows of a query
 * (a statement's own CTEs): task, payload, due time and key are SQL expressions.
 */
export function addJobSqlExpression(job: {
  task: JobName;
  /** A json expression. */
  payload: SQL;
  /** When it is due (default: now). */
  runAt?: SQL;
  /** graphile-worker's job_key (default: none). */
  jobKey?: SQL;
  /** The request behind the job, a text expression (JOB_REQUEST_ID_KEY; default: none). */
  requestId?: SQL;
}): SQL {
  return sql`graphile_worker.add_job(${job.task}::text, ${withRequestId(job.payload, job.requestId)},
    run_at => ${job.runAt ?? sql`null`}, job_key => ${job.jobKey ?? sql`null::text`})`;
}

/**
 * One job as graphile-worker's public `job_spec` (identifier, payload, queue_name, run_at,
 * max_attempts, job_key, priority, flags: its documented order), for addJobsSql.
 */
export function jobSpecSql(spec: {
  /** The task's name: a JobName, or an SQL expression choosing one per row. */
  task: JobName | SQL;
  /** The payload, a json expression. */
  payload: SQL;
  /** The request behind the job, a text expression (JOB_REQUEST_ID_KEY; default: none). */
  requestId?: SQL;
}): SQL {
  const task = typeof spec.task === 'string' ? sql`${spec.task}::text` : spec.task;
  // Due now (run_at null), no queue, key, priority or flags: graphile-worker's defaults.
  return sql`row(${task}, ${withRequestId(spec.payload, spec.requestId)}, null, null, null, null, null, null)::graphile_worker.job_spec`;
}

/**
 * The jobs of the hot path (the receipts of a batch of payments), embedded in the statement
 * of the change itself, so they commit with it or not at all: ONE call of
 * graphile-worker's public `add_jobs` for all the rows of `specs` (a query, one jobSpecSql per
 * row), a query returning the ids of the jobs added. add_jobs sends one `jobs:insert` NOTIFY
 * per call (add_job, one per job): PostgreSQL serialises the commits of every notifying
 * transaction of the server (a global lock held across the WAL flush), so a statement shared
 * by a batch of payments adds their jobs with one call. When `specs` has no row, add_jobs is
 * not called (no NOTIFY). As a CTE it must be read by the statement (a SELECT CTE nobody
 * reads is not run).
 */
export function addJobsSql(specs: SQL): SQL {
  return sql`select added.id from (select array(${specs}) as specs) as batch
    cross join lateral graphile_worker.add_jobs(batch.specs) as added
    where cardinality(batch.specs) > 0`;
}

/**
 * Withdraws the waiting jobs whose key is `key` (an expression over the rows of `using`), in
 * the statement of the change that makes them pointless, through graphile-worker's public
 * `remove_job`; a job already running is left alone (only the unlocked ones of the public
 * `jobs` view are named). A query (one row per job withdrawn): as a CTE, read it.
 */
export function withdrawJobsSql(key: SQL, using: SQL): SQL {
  // `= any(array(...))`, not a join: always the key's index, where a join's plan, cached
  // while the table was small, could stay a scan of the whole table (dead rows included).
  return sql`select graphile_worker.remove_job(j.key) from graphile_worker.jobs as j
    where j.key = any(array(select ${key} from ${using})) and j.locked_at is null`;
}

/** Adds a job in `tx` (a transaction, or the database for a change that is one statement). */
export async function enqueueJob<N extends JobName>(
  tx: Tx | Database,
  name: N,
  payload: JobPayloads[N],
  options: EnqueueOptions = {},
): Promise<void> {
  await tx.execute(addJobSql(name, payload, options));
}
