import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { RecurringPlan } from 'shared-contracts/src/recurring/recurring.schema';
import { declineReasonText } from 'shared-contracts/src/recurring/recurring.messages';
import { cardLastValidDay } from 'shared-contracts/src/recurring/recurring.rules';
import type { Database } from '../db/client';
import { campaigns } from '../db/schema/campaigns';
import { donations } from '../db/schema/donations';
import { planCharges, recurringPlans } from '../db/schema/recurring';
import { centsToEuros } from '../lib/money';
import { groupBy } from '../lib/group-by';
import { selectPlansWithCampaign } from '../services/recurring/plan-with-campaign';

/** How many charges each plan shows, newest first. */
const CHARGES_SHOWN = 24;

/**
 * Plans as the wire reads them (RecurringPlan, shared-contracts/src/recurring): the donor's
 * and the control page's view, or the manager's (`forManager`: the email only with the
 * donor's consent to be contacted). `where` selects the plans; pending ones are never shown.
 */
export async function readPlans(
  db: Database,
  where: SQL | undefined,
  options: { forManager?: boolean } = {},
): Promise<RecurringPlan[]> {
  const rows = await selectPlansWithCampaign(db)
    .where(and(sql`${recurringPlans.status} <> 'pending'`, where))
    .orderBy(
      sql`case ${recurringPlans.status} when 'stopped' then 1 else 0 end`,
      desc(recurringPlans.startedAt),
    );
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.plan.id);
  const charges = await db
    .select({
      charge: planCharges,
      donationStatus: donations.paymentStatus,
      paidAt: donations.paidAt,
    })
    .from(planCharges)
    .leftJoin(donations, eq(donations.id, planCharges.donationId))
    .where(inArray(planCharges.planId, ids))
    .orderBy(desc(planCharges.dueOn));
  const byPlan = groupBy(
    charges,
    (row) => row.charge.planId,
    (row) => row,
  );
  return rows.map(({ plan, ...row }) => {
    const own = byPlan.get(plan.id) ?? [];
    const paid = own.filter((c) => c.charge.status === 'paid' && c.donationStatus === 'paid');
    const retrying = own.find((c) => c.charge.status === 'declined');
    const lastDeclined = own.find((c) => c.charge.declineCode);
    const card =
      plan.cardLast4 && plan.cardExpMonth && plan.cardExpYear
        ? {
            brand: plan.cardBrand ?? 'Carte',
            last4: plan.cardLast4,
            exp_month: plan.cardExpMonth,
            exp_year: plan.cardExpYear,
          }
        : null;
    return {
      id: plan.id,
      frequency: plan.frequency,
      status: plan.status,
      pause_reason: plan.status === 'paused' ? (plan.pauseReason ?? null) : null,
      stop_reason: plan.status === 'stopped' ? (plan.stopReason ?? null) : null,
      amount: centsToEuros(plan.amountCents),
      campaign_id: plan.campaignId,
      campaign_title: row.campaignTitle,
      campaign_slug: row.campaignSlug,
      association_id: row.associationId,
      association_name: row.associationName,
      donor_name: plan.donorName,
      donor_email: options.forManager && !plan.contactConsent ? null : plan.donorEmail,
      card,
      card_expires_before_next_charge: Boolean(
        card &&
        plan.nextChargeOn &&
        cardLastValidDay(card.exp_month, card.exp_year) < plan.nextChargeOn,
      ),
      next_charge_on: plan.status === 'active' ? plan.nextChargeOn : null,
      started_on: plan.anchorDay ?? '',
      stopped_at: plan.stoppedAt?.toISOString() ?? null,
      wants_tax_receipt: plan.wantsTaxReceipt,
      total_given: centsToEuros(paid.reduce((sum, c) => sum + c.charge.amountCents, 0)),
      paid_charges: paid.length,
      failed_tries: retrying?.charge.tries ?? 0,
      last_decline_reason: lastDeclined ? declineReasonText(lastDeclined.charge.declineCode) : null,
      charges: own.slice(0, CHARGES_SHOWN).map(({ charge, paidAt }) => ({
        period: charge.period,
        due_on: charge.dueOn,
        amount: centsToEuros(charge.amountCents),
        status: charge.status === 'charging' ? 'scheduled' : charge.status,
        tries: charge.tries,
        decline_reason: charge.declineCode ? declineReasonText(charge.declineCode) : null,
        donation_id: charge.donationId,
        paid_at: charge.status === 'paid' ? (paidAt?.toISOString() ?? null) : null,
      })),
    };
  });
}

export async function readPlan(
  db: Database,
  planId: string,
  options: { forManager?: boolean } = {},
): Promise<RecurringPlan | undefined> {
  const [plan] = await readPlans(db, eq(recurringPlans.id, planId), options);
  return plan;
}

/** The signed-in donor's plans: by account, or by the account's email (started as a guest). */
export function readDonorPlans(db: Database, user: { id: string; email: string }) {
  return readPlans(
    db,
    or(eq(recurringPlans.userId, user.id), eq(recurringPlans.donorEmail, user.email.toLowerCase())),
  );
}

/** An association's plans, as its manager reads them. */
export function readAssociationPlans(db: Database, associationId: string) {
  return readPlans(
    db,
    inArray(
      recurringPlans.campaignId,
      sql`(select ${campaigns.id} from ${campaigns} where ${campaigns.associationId} = ${associationId})`,
    ),
    { forManager: true },
  );
}
