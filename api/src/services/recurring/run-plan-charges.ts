import { sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/sql-rows';
import type { PaymentDeps } from '../payments/payment-sync';
import { activatePaidPlans } from './activate-plans';
import {
  claimDueCharges,
  claimInterruptedCharges,
  recordDeclinedCharges,
  recordPaidCharges,
  tryCharge,
  type ClaimedCharge,
  type TryOutcome,
} from './charge-plans';
import { scheduleDueCharges } from './schedule-due-charges';
import { skipLateCharges } from './skip-late-charges';

/** Charges claimed per round, and provider calls in flight at once. */
const CLAIM_BATCH = 500;
const PROVIDER_CONCURRENCY = 32;

export interface ChargeRunReport {
  /** False when another run held the lock (this one did nothing). */
  ran: boolean;
  activated: number;
  scheduled: number;
  /** Periods older than the grace (LATE_CHARGE_GRACE_DAYS): recorded as skipped, not charged. */
  skippedLate: number;
  paid: number;
  declined: number;
  unknown: number;
}

async function tryAll(
  deps: PaymentDeps,
  charges: ClaimedCharge[],
  today: string,
): Promise<TryOutcome[]> {
  const outcomes: TryOutcome[] = [];
  let next = 0;
  const worker = async () => {
    while (next < charges.length) {
      const charge = charges[next++]!;
      outcomes.push(await tryCharge(deps, charge, today));
    }
  };
  await Promise.all(Array.from({ length: Math.min(PROVIDER_CONCURRENCY, charges.length) }, worker));
  return outcomes;
}

async function settleOutcomes(
  deps: PaymentDeps,
  outcomes: TryOutcome[],
  today: string,
  report: ChargeRunReport,
): Promise<void> {
  const paid: { charge: ClaimedCharge; reference: string }[] = [];
  const declined: { charge: ClaimedCharge; declineCode: string }[] = [];
  for (const outcome of outcomes) {
    if (!outcome.result) report.unknown += 1;
    else if (outcome.result.status === 'paid')
      paid.push({ charge: outcome.charge, reference: outcome.result.reference });
    else declined.push({ charge: outcome.charge, declineCode: outcome.result.declineCode });
  }
  await recordPaidCharges(deps, paid, today);
  await recordDeclinedCharges(deps.db, declined, today);
  report.paid += paid.length;
  report.declined += declined.length;
}

/**
 * One charge run of dons réguliers (the `plan-charges` job, daily; `today` is the run's clock,
 * Paris): the paid first checkouts start their plans, the due periods are scheduled (once per
 * plan and period), the tries a crashed run left are replayed with their keys, then every due
 * try is made. A run that comes late (runs missed) charges at most each plan's current period:
 * periods whose day is older than LATE_CHARGE_GRACE_DAYS are recorded as skipped, never charged
 * (schedule-due-charges.ts, skip-late-charges.ts; a crashed run's late try is only asked of the
 * provider, charge-plans.ts#tryCharge). One run at a time across instances: a transaction-scoped advisory lock held by
 * one connection for the run (released by PostgreSQL if the process dies), so a 'charging'
 * row found here is always a crashed run's.
 */
export async function runPlanCharges(deps: PaymentDeps, today: string): Promise<ChargeRunReport> {
  const report: ChargeRunReport = {
    ran: false,
    activated: 0,
    scheduled: 0,
    skippedLate: 0,
    paid: 0,
    declined: 0,
    unknown: 0,
  };
  const ran = await deps.db.transaction(async (tx) => {
    const [lock] = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext('plan-charges')) as locked`),
    );
    if (!lock?.locked) return false;
    report.activated = await activatePaidPlans(deps, today);
    const scheduled = await scheduleDueCharges(deps.db, today);
    report.scheduled = scheduled.scheduled;
    report.skippedLate = scheduled.skipped + (await skipLateCharges(deps.db, today));
    // Once each: one the provider still does not answer waits for the next run.
    const interrupted = await claimInterruptedCharges(deps.db);
    for (let start = 0; start < interrupted.length; start += CLAIM_BATCH) {
      const chunk = interrupted.slice(start, start + CLAIM_BATCH);
      await settleOutcomes(deps, await tryAll(deps, chunk, today), today, report);
    }
    for (;;) {
      const due = await claimDueCharges(deps.db, today, CLAIM_BATCH);
      if (due.length === 0) break;
      await settleOutcomes(deps, await tryAll(deps, due, today), today, report);
    }
    return true;
  });
  if (!ran) deps.logger.info('another plan charge run is in flight: this one did nothing');
  report.ran = ran;
  return report;
}
