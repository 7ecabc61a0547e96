import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { PaymentReceiptFacts } from '../receipts/send-receipts';
import type { Tx } from '../settlement/settlement-types';

/** The jobs of the durable queue (graphile-worker tasks, see tasks.ts) and their payloads. */
export interface JobPayloads {
  /** Donor receipt, association notice and reçu fiscal of a donation that became paid. */
  'payment-receipts': {
    donationId: string;
    account?: 'created' | 'exists';
    /**
     * Only in jobs queued before payment-receipts-batch existed (a queue carried over an
     * upgrade): the payment statement now puts the facts in the batch job.
     */
    facts?: PaymentReceiptFacts;
  };
  /**
   * Donor receipts and association notices of the donations paid together by one statement,
   * none with a reçu fiscal or an account to create (sendPaymentReceiptsBatch).
   */
  'payment-receipts-batch': { donations: { donationId: string; facts: PaymentReceiptFacts }[] };
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
  /** First question to the provider about the checkouts opened together, once due. */
  'reconcile-checkouts': { donationIds: string[] };
  /** Asks the provider about a checkout still pending (attempt: how many times already). */
  'reconcile-checkout': { donationId: string; attempt: number };
  /** Asks the provider about every pending checkout (a worker's start: a crash may have cut one). */
  'reconcile-pending': Record<string, never>;
  /** One settlement run (the crontab, and once soon after start). */
  settle: Record<string, never>;
}

export type JobName = keyof JobPayloads;

/** Every job name, registered as a graphile-worker task at migration time (see insertJobSql). */
export const JOB_NAMES = Object.keys({
  'payment-receipts': true,
  'payment-receipts-batch': true,
  'account-after-payment': true,
  'account-welcome': true,
  'password-reset-email': true,
  'refund-notice': true,
  'tax-receipt-cancelled': true,
  'reconcile-checkouts': true,
  'reconcile-checkout': true,
  'reconcile-pending': true,
  settle: true,
} satisfies Record<JobName, true>) as JobName[];

export interface EnqueueOptions {
  /** Run no earlier than this many milliseconds from now. */
  delayMs?: number;
  /** At most one waiting job with this key (graphile-worker's job_key). */
  jobKey?: string;
}

/** `now()` plus a delay, as SQL. */
export function delayedBy(delayMs: number): SQL {
  return sql`now() + make_interval(secs => ${delayMs / 1000})`;
}

/**
 * The SQL that adds a job. Run it inside the transaction of the change that causes the job:
 * the job exists if and only if the change committed (graphile_worker.add_job is a plain
 * INSERT, rolled back with the rest).
 */
export function addJobSql<N extends JobName>(
  name: N,
  payload: JobPayloads[N],
  options: EnqueueOptions = {},
): SQL {
  const runAt = options.delayMs !== undefined ? delayedBy(options.delayMs) : sql`null`;
  return sql`select graphile_worker.add_job(${name}, ${JSON.stringify(payload)}::json,
    run_at => ${runAt}, job_key => ${options.jobKey ?? null}::text)`;
}

/**
 * The INSERT of one job row per row of `from` straight into graphile-worker's table, for the
 * hot paths (a checkout's reconciliation, a payment's receipts), embedded in the statement of
 * the change itself. graphile_worker.add_job also sends a NOTIFY per job, and PostgreSQL
 * serialises the commits of every notifying transaction of the server (a global lock held
 * across the WAL flush). Here the statement sends one NOTIFY for all its jobs (the payments',
 * see markPaidSql), or none for jobs due later (a checkout's reconciliation: the workers'
 * poll finds them). A key must be new (add_job's job_key rules are not reproduced). An
 * unknown task name fails the whole statement (task_id is NOT NULL): the names are registered
 * with the migrations (db/migrate.ts).
 */
export function insertJobSql(options: {
  /** The task's name: a JobName, or an SQL expression choosing one per row. */
  task: JobName | SQL;
  /** The payload, a json expression over the row. */
  payload: SQL;
  /** When it is due (default: now). */
  runAt?: SQL;
  /** `from <cte>`: one job per row; absent, one job. */
  from?: SQL;
  /** A key no other job has yet (a new row's), to find the job again (withdrawJobSql). */
  key?: SQL;
}): SQL {
  const task = typeof options.task === 'string' ? sql`${options.task}::text` : options.task;
  return sql`insert into graphile_worker._private_jobs (task_id, payload, run_at, key)
    select (select id from graphile_worker._private_tasks where identifier = ${task}),
      ${options.payload}, ${options.runAt ?? sql`now()`}, ${options.key ?? sql`null`}
      ${options.from ?? sql``}`;
}

/**
 * Deletes the waiting jobs whose key is `key` (an expression over the rows of `using`), in
 * the statement of the change that makes them pointless; a job already running is left alone.
 */
export function withdrawJobSql(key: SQL, using: SQL): SQL {
  // `= any(array(...))`, not a join: always the key's index, where a join's plan, cached
  // while the table was small, could stay a scan of the whole table (dead rows included).
  return sql`delete from graphile_worker._private_jobs as j
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
