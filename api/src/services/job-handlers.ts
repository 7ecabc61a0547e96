import { accountJobHandlers } from './accounts/accounts.job';
import { sendReviewEmails } from './association-sign-up/review-emails';
import type { AccountDeps } from './accounts/password-reset';
import { disputeJobHandlers } from './disputes/dispute-alert.job';
import type { JobHandlers } from './jobs/tasks';
import type { PaymentDeps } from './payments/payment-sync';
import { reconcileJobHandlers, scheduleReconcileSweep } from './payments/reconcile-checkouts.job';
import { receiptJobHandlers } from './receipts/send-receipts.job';
import {
  GUEST_CONTACT_PURGE_INTERVAL_MS,
  privacyJobHandlers,
  scheduleGuestContactPurge,
} from './privacy/privacy.job';
import { scheduleSettlement, settleJobHandlers } from './settlement/settle.job';
import {
  PLAN_CHARGE_INTERVAL_MS,
  recurringJobHandlers,
  schedulePlanCharges,
} from './recurring/recurring.job';
import { recurringDepsOf } from './recurring/recurring-deps';
import { campaignNewsJobHandlers } from './campaign-news/campaign-news.job';

/**
 * The composition of the durable queue: each domain's job handlers (its `*.job.ts`, beside its
 * code) put together for the queue's worker (plugins/job-worker.ts, started by plugins/jobs.ts),
 * which imports no domain.
 */
export interface JobDeps {
  payments: PaymentDeps;
  accounts: AccountDeps;
  /** One settlement run (app.payments.settle). */
  settle(): Promise<unknown>;
  /** Settlement interval; 0: no recurring run. */
  settlementIntervalMs: number;
  reconcileAfterMs: number;
  /** The longest wait between two questions about a pending checkout (RECONCILE_MAX_DELAY_MS). */
  reconcileMaxDelayMs: number;
}

/** What each job does (the queue retries a job that throws, with graphile-worker's backoff). */
export function jobHandlers(deps: JobDeps): JobHandlers {
  return {
    ...receiptJobHandlers(deps.payments),
    ...disputeJobHandlers(deps.payments),
    ...accountJobHandlers({ db: deps.payments.db, accounts: deps.accounts }),
    'association-review-email': (job) => sendReviewEmails(deps.accounts, job),
    ...reconcileJobHandlers(deps),
    ...settleJobHandlers({
      db: deps.payments.db,
      settle: deps.settle,
      settlementIntervalMs: deps.settlementIntervalMs,
    }),
    ...recurringJobHandlers({
      ...recurringDepsOf(deps.payments),
      // The clock stays the app's (tests move it): read through, not copied.
      now: () => recurringDepsOf(deps.payments).now(),
      chargeIntervalMs: PLAN_CHARGE_INTERVAL_MS,
    }),
    ...privacyJobHandlers({
      db: deps.payments.db,
      mail: deps.accounts.mail,
      logger: deps.accounts.log,
      purgeIntervalMs: GUEST_CONTACT_PURGE_INTERVAL_MS,
    }),
    ...campaignNewsJobHandlers({
      db: deps.payments.db,
      mail: deps.accounts.mail,
      publicUrl: deps.accounts.config.publicUrl,
      jwtSecret: deps.accounts.config.jwtSecret,
      now: () => new Date(),
    }),
  };
}

/**
 * The jobs each start of a worker pool adds: the sweep of pending checkouts (a crash may have
 * cut a payment between the provider and us) and one settlement run waiting (job key
 * `settle`, SETTLEMENT_INTERVAL_MS; 0: none): the first one at most 30 s after start, then each
 * run schedules the next. Also the daily retention run of guests' contact data (job key
 * `purge-guest-contacts`), the first one a minute after start.
 */
export async function onWorkerStart(deps: JobDeps): Promise<void> {
  await scheduleReconcileSweep(deps.payments.db);
  if (deps.settlementIntervalMs > 0)
    await scheduleSettlement(deps.payments.db, Math.min(deps.settlementIntervalMs, 30_000));
  await scheduleGuestContactPurge(deps.payments.db, 60_000);
  // Dons réguliers: the daily charge run, the first one a minute after start.
  await schedulePlanCharges(deps.payments.db, 60_000);
}
