import { and, asc, eq, gt, gte, inArray, isNotNull, lt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { donations } from '../../db/schema/donations';
import { awaitAllThenThrow } from '../../lib/await-all-then-throw';
import type { DonationRow } from '../ledger/donation-row';
import { enqueueJob, type JobPayloads } from '../jobs/enqueue';
import type { JobHandlers } from '../jobs/tasks';
import { reconcileDonation, type PaymentDeps } from './payment-sync';

export interface ReconcileJobDeps {
  payments: PaymentDeps;
  reconcileAfterMs: number;
  /** The longest wait between two questions about a pending checkout (RECONCILE_MAX_DELAY_MS). */
  reconcileMaxDelayMs: number;
}

/**
 * Delay before the next question about a checkout still pending: doubling, capped at
 * `maxMs` (a minute), so that a payment whose confirmation was lost is counted within a
 * minute however long ago its checkout opened.
 */
export function nextReconcileDelay(afterMs: number, attempt: number, maxMs: number): number {
  return Math.min(afterMs * 2 ** attempt, maxMs);
}

/** Pending checkouts read per page by the start-up sweep, and asked about at once. */
const SWEEP_PAGE_SIZE = 200;
const SWEEP_CONCURRENCY = 8;

/**
 * Adds the sweep of pending checkouts (job key `reconcile-pending`: one waiting across the
 * instances), at every start of a worker: a crash may have cut a payment between the provider
 * and us (the form's answer, a webhook), and that checkout's next question may be minutes
 * away.
 */
export function scheduleReconcileSweep(db: Database): Promise<void> {
  return enqueueJob(db, 'reconcile-pending', {}, { jobKey: 'reconcile-pending' });
}

/**
 * Asks the provider about every checkout still pending that opened before this run (old ones
 * included, expired ones too), a page at a time in id order, a few at once. A failure (the provider unreachable) is
 * logged and the sweep goes on: each checkout's own questions (reconcile-checkout) go on too.
 */
async function reconcilePending(deps: ReconcileJobDeps): Promise<void> {
  const openedBefore = new Date();
  let after = '00000000-0000-0000-0000-000000000000';
  let asked = 0;
  let failed = 0;
  for (;;) {
    const page = await deps.payments.db
      .select()
      .from(donations)
      .where(
        and(
          eq(donations.paymentStatus, 'pending'),
          isNotNull(donations.providerSessionId),
          lte(donations.createdAt, openedBefore),
          gt(donations.id, after),
        ),
      )
      .orderBy(asc(donations.id))
      .limit(SWEEP_PAGE_SIZE);
    for (let i = 0; i < page.length; i += SWEEP_CONCURRENCY) {
      const outcomes = await Promise.allSettled(
        page
          .slice(i, i + SWEEP_CONCURRENCY)
          .map((donation) => reconcileDonation(deps.payments, donation)),
      );
      asked += outcomes.length;
      for (const [index, outcome] of outcomes.entries()) {
        if (outcome.status === 'fulfilled') continue;
        failed += 1;
        deps.payments.logger.warn(
          { err: outcome.reason, donationId: page[i + index]!.id },
          'could not reconcile a pending donation',
        );
      }
    }
    if (page.length < SWEEP_PAGE_SIZE) break;
    after = page[page.length - 1]!.id;
  }
  deps.payments.logger.info({ asked, failed }, 'pending checkouts swept');
}

/**
 * A paid checkout whose confirmation was lost (the webhook or the form's answer cut by a
 * crash) is found here: the provider is asked about the still-pending donations of the
 * checkouts opened in the same second (one query finds which; most are paid by then), then about each
 * one left pending again at doubling intervals (reconcileCheckout) until it is paid, failed or
 * expired. One donation's failure (the provider unreachable) does not hold back the others':
 * it throws once all were asked, and the queue retries the job.
 */
async function reconcileCheckouts(deps: ReconcileJobDeps, job: JobPayloads['reconcile-checkouts']) {
  const opened =
    'donationIds' in job
      ? inArray(donations.id, job.donationIds)
      : and(
          gte(donations.createdAt, new Date(job.openedFrom)),
          lt(donations.createdAt, new Date(job.openedBefore)),
          isNotNull(donations.providerSessionId),
        );
  const pending = await deps.payments.db
    .select()
    .from(donations)
    .where(and(opened, eq(donations.paymentStatus, 'pending')));
  await awaitAllThenThrow(pending.map((donation) => askProvider(deps, donation, 0)));
}

/** The next question about one checkout still pending (see reconcileCheckouts). */
async function reconcileCheckout(deps: ReconcileJobDeps, job: JobPayloads['reconcile-checkout']) {
  const [donation] = await deps.payments.db
    .select()
    .from(donations)
    .where(eq(donations.id, job.donationId));
  if (!donation || donation.paymentStatus !== 'pending') return;
  await askProvider(deps, donation, job.attempt);
}

/** Asks the provider about a pending donation; still pending, asks again later. */
async function askProvider(deps: ReconcileJobDeps, donation: DonationRow, attemptsSoFar: number) {
  await reconcileDonation(deps.payments, donation);
  const [after] = await deps.payments.db
    .select({ status: donations.paymentStatus })
    .from(donations)
    .where(eq(donations.id, donation.id));
  if (after?.status !== 'pending') return;
  const attempt = attemptsSoFar + 1;
  await enqueueJob(
    deps.payments.db,
    'reconcile-checkout',
    { donationId: donation.id, attempt },
    {
      delayMs: nextReconcileDelay(deps.reconcileAfterMs, attempt, deps.reconcileMaxDelayMs),
      // One waiting question per checkout (a retried batch replaces it); a payment withdraws
      // it (reconcileJobKey).
      jobKey: `reconcile:${donation.id}`,
    },
  );
}

/** The reconciliation jobs: what the queue runs for them. */
export function reconcileJobHandlers(
  deps: ReconcileJobDeps,
): Pick<JobHandlers, 'reconcile-checkouts' | 'reconcile-checkout' | 'reconcile-pending'> {
  return {
    'reconcile-checkouts': (job) => reconcileCheckouts(deps, job),
    'reconcile-checkout': (job) => reconcileCheckout(deps, job),
    'reconcile-pending': () => reconcilePending(deps),
  };
}
