import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Tx } from '../settlement/settlement-types';

/** The jobs of the durable queue (graphile-worker tasks, see tasks.ts) and their payloads. */
export interface JobPayloads {
  /** Donor receipt, association notice and reçu fiscal of a donation that became paid. */
  'payment-receipts': { donationId: string; account?: 'created' | 'exists' };
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
  /** Asks the provider about a checkout still pending (attempt: how many times already). */
  'reconcile-checkout': { donationId: string; attempt: number };
  /** One settlement run (the crontab, and once soon after start). */
  settle: Record<string, never>;
}

export type JobName = keyof JobPayloads;

export interface EnqueueOptions {
  /** Run no earlier than this many milliseconds from now. */
  delayMs?: number;
  /** At most one waiting job with this key (graphile-worker's job_key). */
  jobKey?: string;
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
  const runAt =
    options.delayMs !== undefined
      ? sql`now() + make_interval(secs => ${options.delayMs / 1000})`
      : sql`null`;
  return sql`select graphile_worker.add_job(${name}, ${JSON.stringify(payload)}::json,
    run_at => ${runAt}, job_key => ${options.jobKey ?? null}::text)`;
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
