import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { planCharges, recurringPlans } from '../../db/schema/recurring';
import type { ReceiptDeps } from '../receipts/receipt-deps';
import { createPlanLink, planControlUrl } from './plan-links';
import { planControlParagraph } from './recurring-emails';

type PlanRow = typeof recurringPlans.$inferSelect;

/**
 * The paragraph a plan's charge receipt ends with: a fresh signed control link (single use,
 * expiring) to change the amount or the card, pause, resume or stop, with no account. Null for
 * a one-off gift, and for a stopped plan (nothing left to control). `known`: the donation's
 * plan already read with others' (plansOfDonations; null: it has none), else it is read here.
 */
export async function planControlParagraphFor(
  deps: ReceiptDeps,
  donationId: string,
  known?: PlanRow | null,
): Promise<string | null> {
  if (!deps.linkKey) return null;
  const plan =
    known === undefined ? (await plansOfDonations(deps.db, [donationId])).get(donationId) : known;
  if (!plan || plan.status === 'stopped') return null;
  const token = await createPlanLink(deps.db, deps.linkKey, {
    planId: plan.id,
    frequency: plan.frequency,
    now: deps.now?.() ?? new Date(),
  });
  return planControlParagraph({
    frequency: plan.frequency,
    amountCents: plan.amountCents,
    controlUrl: planControlUrl(plan.originUrl ?? '', token),
    taxReceiptYearly: plan.wantsTaxReceipt,
  });
}

/**
 * The plans of some donations (paid together: a receipts job's batch), by donation: a charge's
 * plan, else the plan the donation was the first checkout of. The first charge is linked when
 * its plan is activated, possibly after the receipt's job started: hence the second question.
 * Two queries for the whole batch, where one gift after another asked both each.
 */
export async function plansOfDonations(
  db: Database,
  donationIds: string[],
): Promise<Map<string, PlanRow>> {
  const ids = sql.param(donationIds);
  const [charged, first] = await Promise.all([
    db
      .select({ donationId: planCharges.donationId, plan: recurringPlans })
      .from(planCharges)
      .innerJoin(recurringPlans, eq(recurringPlans.id, planCharges.planId))
      .where(sql`${planCharges.donationId} = any(${ids}::uuid[])`),
    db
      .select()
      .from(recurringPlans)
      .where(sql`${recurringPlans.firstDonationId} = any(${ids}::uuid[])`),
  ]);
  const plans = new Map<string, PlanRow>();
  for (const plan of first) if (plan.firstDonationId) plans.set(plan.firstDonationId, plan);
  for (const row of charged) if (row.donationId) plans.set(row.donationId, row.plan);
  return plans;
}
