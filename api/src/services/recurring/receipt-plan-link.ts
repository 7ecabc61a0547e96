import { eq } from 'drizzle-orm';
import { planCharges, recurringPlans } from '../../db/schema/recurring';
import type { ReceiptDeps } from '../receipts/receipt-deps';
import { createPlanLink, planControlUrl } from './plan-links';
import { planControlParagraph } from './recurring-emails';

/**
 * The paragraph a plan's charge receipt ends with: a fresh signed control link (single use,
 * expiring) to change the amount or the card, pause, resume or stop, with no account. Null for
 * a one-off gift, and for a stopped plan (nothing left to control).
 */
export async function planControlParagraphFor(
  deps: ReceiptDeps,
  donationId: string,
): Promise<string | null> {
  if (!deps.linkKey) return null;
  const [row] = await deps.db
    .select({ plan: recurringPlans })
    .from(planCharges)
    .innerJoin(recurringPlans, eq(recurringPlans.id, planCharges.planId))
    .where(eq(planCharges.donationId, donationId));
  // The first charge is linked when its plan is activated, possibly after the receipt's job
  // started: the plan's first donation is asked too.
  const plan =
    row?.plan ??
    (
      await deps.db
        .select()
        .from(recurringPlans)
        .where(eq(recurringPlans.firstDonationId, donationId))
    )[0];
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
