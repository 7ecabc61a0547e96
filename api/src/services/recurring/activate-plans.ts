import { and, eq, inArray, sql } from 'drizzle-orm';
import { nextChargeDayAfter, periodKeyOf } from 'shared-contracts/src/recurring/recurring.rules';
import { donations } from '../../db/schema/donations';
import { planCharges, recurringPlans } from '../../db/schema/recurring';
import type { PaymentDeps } from '../payments/payment-deps';

type PlanRow = typeof recurringPlans.$inferSelect;

/**
 * A plan whose first checkout was paid becomes active: the card the checkout saved is kept
 * (asked of the provider), the first charge's day is its anchor (later charges fall on the
 * same day of the month or year), and that first charge is recorded as its period's paid
 * charge, so the period is never charged again. Once per plan (the conditional update on
 * 'pending' is the gate). Called right after the payment (applySessionState) and by every
 * charge run (a crash in between).
 */
async function activatePlan(deps: PaymentDeps, plan: PlanRow, today: string): Promise<boolean> {
  const card = deps.provider.getSavedCard
    ? await deps.provider.getSavedCard(plan.firstSessionId)
    : null;
  return deps.db.transaction(async (tx) => {
    const [active] = await tx
      .update(recurringPlans)
      .set({
        status: 'active',
        anchorDay: today,
        nextChargeOn: nextChargeDayAfter(today, plan.frequency, today),
        customerRef: card?.customerRef ?? null,
        paymentMethodRef: card?.paymentMethodRef ?? null,
        cardBrand: card?.brand ?? null,
        cardLast4: card?.last4 ?? null,
        cardExpMonth: card?.expMonth ?? null,
        cardExpYear: card?.expYear ?? null,
        startedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(recurringPlans.id, plan.id), eq(recurringPlans.status, 'pending')))
      .returning({ id: recurringPlans.id });
    if (!active) return false;
    await tx
      .insert(planCharges)
      .values({
        planId: plan.id,
        period: periodKeyOf(today, plan.frequency),
        dueOn: today,
        amountCents: plan.amountCents,
        status: 'paid',
        tries: 1,
        donationId: plan.firstDonationId,
        paidOn: today,
      })
      .onConflictDoNothing();
    return true;
  });
}

/** The plan of a checkout that just became paid, if it starts one. */
export async function activatePlanOfSession(
  deps: PaymentDeps,
  sessionId: string,
  today: string,
): Promise<void> {
  const [plan] = await deps.db
    .select()
    .from(recurringPlans)
    .where(and(eq(recurringPlans.firstSessionId, sessionId), eq(recurringPlans.status, 'pending')));
  if (plan) await activatePlan(deps, plan, today);
}

/**
 * The sweep of each charge run: pending plans whose first checkout was paid become active;
 * those whose checkout expired or failed are stopped ('checkout_unpaid': never charged).
 */
export async function activatePaidPlans(deps: PaymentDeps, today: string): Promise<number> {
  const pending = await deps.db
    .select({ plan: recurringPlans, paymentStatus: donations.paymentStatus })
    .from(recurringPlans)
    .innerJoin(donations, eq(donations.id, recurringPlans.firstDonationId))
    .where(
      and(
        eq(recurringPlans.status, 'pending'),
        inArray(donations.paymentStatus, ['paid', 'expired', 'failed']),
      ),
    );
  let activated = 0;
  for (const { plan, paymentStatus } of pending) {
    if (paymentStatus === 'paid') {
      if (await activatePlan(deps, plan, today)) activated += 1;
    } else {
      await deps.db
        .update(recurringPlans)
        .set({ status: 'stopped', stopReason: 'checkout_unpaid', stoppedAt: sql`now()` })
        .where(and(eq(recurringPlans.id, plan.id), eq(recurringPlans.status, 'pending')));
    }
  }
  return activated;
}
