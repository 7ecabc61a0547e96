import { and, eq, inArray } from 'drizzle-orm';
import type { PlanFrequency } from 'shared-contracts/src/recurring/recurring.rules';
import { MS_PER_DAY } from 'shared-contracts';
import type { Database } from '../../db/client';
import { planCharges, recurringPlans } from '../../db/schema/recurring';
import { enqueueJob } from '../jobs/enqueue';
import type { JobHandlers } from '../jobs/tasks';
import { sendOnce } from '../mail/send-once';
import { deliverTaxReceipt } from '../receipts/deliver-tax-receipt';
import {
  issueAnnualPlanReceipts,
  undeliveredAnnualPlanReceipts,
} from '../receipts/issue-annual-plan-receipts';
import {
  cardExpiringEmail,
  chargeDeclinedEmail,
  planLinksEmail,
  planPausedAssociationEmail,
  planPausedDonorEmail,
  planStoppedByManagerEmail,
} from './recurring-emails';
import { todayOf, type RecurringDeps } from './recurring-deps';
import { createPlanLink, planControlUrl } from './plan-links';
import { selectPlansWithCampaign } from './plan-with-campaign';
import { remindExpiringCards } from './remind-expiring-cards';
import { runPlanCharges, type ChargeRunReport } from './run-plan-charges';

/** The jobs of dons réguliers, added to the queue's list (declaration merging of JobPayloads). */
declare module '../jobs/enqueue' {
  interface JobPayloads {
    /** The daily charge run: due periods, retries, card reminders, January's annual receipts. */
    'plan-charges': Record<string, never>;
    /** A declined try: the donor is told the reason and how to change the card. */
    'plan-charge-declined': { chargeId: string; tries: number };
    /** The last try declined: the plan paused, its donor and its association told. */
    'plan-paused-after-declines': { planId: string };
    /** A manager stopped a plan: its donor is told. */
    'plan-stopped-by-manager': { planId: string; reason: string | null };
    /** The saved card expires before the next charge (a month ahead). */
    'plan-card-expiring': { planId: string };
    /** Fresh control links asked for an email (POST /recurring/link/request). */
    'plan-links-email': { email: string; requestId: string };
  }
}

/** One charge run a day; the first a little after a worker starts. */
export const PLAN_CHARGE_INTERVAL_MS = MS_PER_DAY;

export function schedulePlanCharges(db: Database, delayMs: number): Promise<void> {
  return enqueueJob(db, 'plan-charges', {}, { delayMs, jobKey: 'plan-charges' });
}

async function planFacts(db: Database, planId: string) {
  const [row] = await selectPlansWithCampaign(db).where(eq(recurringPlans.id, planId));
  return row;
}

async function controlUrlFor(
  deps: RecurringDeps,
  plan: { id: string; frequency: PlanFrequency; originUrl: string | null },
): Promise<string> {
  const token = await createPlanLink(deps.db, deps.linkKey, {
    planId: plan.id,
    frequency: plan.frequency,
    now: deps.now(),
  });
  return planControlUrl(plan.originUrl ?? '', token);
}

/**
 * What each day's run does besides charging: the card reminders, and in January the
 * cumulative reçus fiscaux of the year before (delivered at once, by 31 January).
 */
export async function runRecurringDay(deps: RecurringDeps): Promise<ChargeRunReport> {
  const today = todayOf(deps);
  const report = await runPlanCharges(deps, today);
  await remindExpiringCards(deps.db, today);
  if (today.slice(5, 7) === '01')
    await issueAnnualPlanReceipts(deps.db, Number(today.slice(0, 4)) - 1);
  // Issued receipts not emailed yet leave now (a failure waits for the next day's run).
  for (const donationId of await undeliveredAnnualPlanReceipts(deps.db)) {
    await deliverTaxReceipt(deps, donationId).catch((error: unknown) =>
      deps.logger.error({ err: error, donationId }, 'cumulative reçu fiscal not delivered yet'),
    );
  }
  return report;
}

export function recurringJobHandlers(
  deps: RecurringDeps & { chargeIntervalMs: number },
): Pick<
  JobHandlers,
  | 'plan-charges'
  | 'plan-charge-declined'
  | 'plan-paused-after-declines'
  | 'plan-stopped-by-manager'
  | 'plan-card-expiring'
  | 'plan-links-email'
> {
  return {
    'plan-charges': async () => {
      try {
        await runRecurringDay(deps);
      } finally {
        if (deps.chargeIntervalMs > 0) await schedulePlanCharges(deps.db, deps.chargeIntervalMs);
      }
    },
    'plan-charge-declined': async (job) => {
      const [charge] = await deps.db
        .select()
        .from(planCharges)
        .where(eq(planCharges.id, job.chargeId));
      if (!charge) return;
      const facts = await planFacts(deps.db, charge.planId);
      if (!facts) return;
      await sendOnce(
        deps,
        `plan-charge-declined:${charge.id}:${job.tries}`,
        chargeDeclinedEmail({
          to: facts.plan.donorEmail,
          donorName: facts.plan.donorName,
          campaignTitle: facts.campaignTitle,
          amountCents: charge.amountCents,
          declineCode: charge.declineCode,
          nextTryOn: charge.status === 'declined' ? charge.nextTryOn : null,
          controlUrl: await controlUrlFor(deps, facts.plan),
        }),
      );
    },
    'plan-paused-after-declines': async (job) => {
      const facts = await planFacts(deps.db, job.planId);
      if (!facts) return;
      await sendOnce(
        deps,
        `plan-paused:${job.planId}:${facts.plan.pausedAt?.toISOString() ?? ''}:donor`,
        planPausedDonorEmail({
          to: facts.plan.donorEmail,
          donorName: facts.plan.donorName,
          campaignTitle: facts.campaignTitle,
          controlUrl: await controlUrlFor(deps, facts.plan),
        }),
      );
      await sendOnce(
        deps,
        `plan-paused:${job.planId}:${facts.plan.pausedAt?.toISOString() ?? ''}:association`,
        planPausedAssociationEmail({
          to: facts.contactEmail,
          associationName: facts.associationName,
          campaignTitle: facts.campaignTitle,
          donorName: facts.plan.isAnonymous ? 'un donateur anonyme' : facts.plan.donorName,
          amountCents: facts.plan.amountCents,
          frequency: facts.plan.frequency,
        }),
      );
    },
    'plan-stopped-by-manager': async (job) => {
      const facts = await planFacts(deps.db, job.planId);
      if (!facts) return;
      await sendOnce(
        deps,
        `plan-stopped-by-manager:${job.planId}`,
        planStoppedByManagerEmail({
          to: facts.plan.donorEmail,
          donorName: facts.plan.donorName,
          campaignTitle: facts.campaignTitle,
          associationName: facts.associationName,
          reason: job.reason,
        }),
      );
    },
    'plan-card-expiring': async (job) => {
      const facts = await planFacts(deps.db, job.planId);
      if (!facts || facts.plan.status !== 'active' || !facts.plan.nextChargeOn) return;
      const expiry = `${String(facts.plan.cardExpMonth).padStart(2, '0')}/${facts.plan.cardExpYear}`;
      await sendOnce(
        deps,
        `plan-card-expiring:${job.planId}:${expiry}`,
        cardExpiringEmail({
          to: facts.plan.donorEmail,
          donorName: facts.plan.donorName,
          campaignTitle: facts.campaignTitle,
          expiry,
          nextChargeOn: facts.plan.nextChargeOn,
          controlUrl: await controlUrlFor(deps, facts.plan),
        }),
      );
    },
    'plan-links-email': async (job) => {
      const rows = await selectPlansWithCampaign(deps.db).where(
        and(
          eq(recurringPlans.donorEmail, job.email),
          inArray(recurringPlans.status, ['active', 'paused']),
        ),
      );
      if (rows.length === 0) return;
      const plans = [];
      for (const row of rows)
        plans.push({
          campaignTitle: row.campaignTitle,
          amountCents: row.plan.amountCents,
          frequency: row.plan.frequency,
          controlUrl: await controlUrlFor(deps, row.plan),
        });
      await sendOnce(deps, `plan-links:${job.requestId}`, planLinksEmail({ to: job.email, plans }));
    },
  };
}
