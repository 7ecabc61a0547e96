import { and, eq, sql } from 'drizzle-orm';
import { effectiveTaxRate } from 'shared-contracts';
import type { Database, Tx } from '../../db/client';
import type { TaxReceiptCancellationReason } from '../../db/schema/tax-receipts';
import { enqueueJob } from '../jobs/enqueue';
import { associations } from '../../db/schema/associations';
import { campaigns } from '../../db/schema/campaigns';
import { planYearReceipts, recurringPlans } from '../../db/schema/recurring';
import { taxReceipts } from '../../db/schema/tax-receipts';
import { rowsOf } from '../../lib/sql-rows';
import { nextReceiptNumber } from './issue-tax-receipt';
import { printedAssociationFacts, printedDonorFacts } from './receipt-facts';

/**
 * Dons réguliers: one cumulative reçu fiscal per plan and calendar year instead of one per
 * charge (issue 29), issued in January for the year before, so the donor has it by 31 January
 * for their declaration. The law allows it: the reduction of art. 200 CGI is for the sums paid
 * during the year, and the administration accepts one receipt recapitulating the repeated gifts
 * of a year (reçu récapitulatif; BOFiP BOI-IR-RICI-250-30 and BOI-IR-RICI-250-40, the receipt
 * justifying the reduction; the exact paragraph was not confirmed here), with every mention of
 * Cerfa 11580, dated the day it is drawn up, stating the year's total, the period of the gifts
 * (first and last charge) and their number (tax_receipts' recap columns). Numbered in the association's one sequence for that
 * year (tax_receipt_counters, the same row lock as any receipt: gap-free). The counted charges
 * are those paid during the year (by the charge run's clock) whose donation is still paid (a
 * refunded or disputed charge is not in it). The receipt row stands on the year's last paid
 * charge's donation (tax_receipts.donation_id), states the sum; plan_year_receipts makes it
 * once per plan and year. Returns the donations whose receipt was issued (to deliver).
 */
export async function issueAnnualPlanReceipts(db: Database, year: number): Promise<string[]> {
  const due = rowsOf<{
    plan_id: string;
    total: string;
    charges: string;
    first_day: string;
    last_day: string;
    last_donation: string;
  }>(
    await db.execute(sql`
      select c.plan_id, sum(c.amount_cents) as total, count(*) as charges,
        to_char(min(c.paid_on), 'YYYY-MM-DD') as first_day,
        to_char(max(c.paid_on), 'YYYY-MM-DD') as last_day,
        (array_agg(c.donation_id order by c.paid_on desc, c.id desc))[1] as last_donation
      from plan_charges c
      join donations d on d.id = c.donation_id and d.payment_status = 'paid'
      join recurring_plans p on p.id = c.plan_id and p.wants_tax_receipt
      where c.status = 'paid' and c.paid_on >= make_date(${year}, 1, 1)
        and c.paid_on < make_date(${year + 1}, 1, 1)
        and not exists (select 1 from plan_year_receipts r where r.plan_id = c.plan_id and r.year = ${year})
      group by c.plan_id`),
  );
  const issued: string[] = [];
  for (const row of due) {
    const donationId = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(planYearReceipts)
        .values({
          planId: row.plan_id,
          year,
          amountCents: Number(row.total),
          charges: Number(row.charges),
        })
        .onConflictDoNothing()
        .returning({ planId: planYearReceipts.planId });
      if (!claimed) return null;
      const receiptId = await issuePlanYearReceiptInTx(tx, {
        planId: row.plan_id,
        year,
        amountCents: Number(row.total),
        charges: Number(row.charges),
        firstDay: row.first_day,
        lastDay: row.last_day,
        anchorDonationId: row.last_donation,
      });
      if (!receiptId) return null;
      return row.last_donation;
    });
    if (donationId) issued.push(donationId);
  }
  return issued;
}

/** What a reçu récapitulatif counts: the charges of the year still paid. */
interface PlanYearCount {
  planId: string;
  year: number;
  amountCents: number;
  /** How many charges, and the days ('YYYY-MM-DD', Paris) the first and the last were paid. */
  charges: number;
  firstDay: string;
  lastDay: string;
  anchorDonationId: string;
}

/**
 * The receipt row of a plan's year, a reçu récapitulatif: numbered in the association's
 * sequence of that year, the sum stated, with the number of charges it counts and the days of
 * the first and the last (printed as its period; the last is its gift date), standing on
 * `anchorDonationId`; plan_year_receipts points to it. Null when the association can no longer
 * issue receipts (the claim row stays: decided).
 */
async function issuePlanYearReceiptInTx(tx: Tx, input: PlanYearCount): Promise<string | null> {
  const [context] = await tx
    .select({ plan: recurringPlans, association: associations })
    .from(recurringPlans)
    .innerJoin(campaigns, eq(campaigns.id, recurringPlans.campaignId))
    .innerJoin(associations, eq(associations.id, campaigns.associationId))
    .where(eq(recurringPlans.id, input.planId));
  const ratePercent = context ? effectiveTaxRate(context.association) : null;
  if (!context || ratePercent === null) return null;
  const { plan, association } = context;
  const [receipt] = await tx
    .insert(taxReceipts)
    .values({
      donationId: input.anchorDonationId,
      associationId: association.id,
      ...(await nextReceiptNumber(tx, association.id, input.year)),
      amountCents: input.amountCents,
      ratePercent,
      // A récapitulatif of the year's regular gifts (BOI-IR-RICI-250-40: a receipt may state
      // the sum of several payments of one year): its period is the first to the last charge.
      giftDate: input.lastDay,
      recapCharges: input.charges,
      recapFirstDate: input.firstDay,
      recapLastDate: input.lastDay,
      ...printedDonorFacts(plan),
      ...printedAssociationFacts(association),
    })
    .returning({ id: taxReceipts.id });
  await tx
    .update(planYearReceipts)
    .set({ taxReceiptId: receipt!.id, amountCents: input.amountCents, charges: input.charges })
    .where(and(eq(planYearReceipts.planId, input.planId), eq(planYearReceipts.year, input.year)));
  return receipt!.id;
}

/**
 * A charge of a plan refunded or disputed after its year's cumulative receipt was issued (in
 * the refund's or the dispute's transaction, beside cancelTaxReceiptInTx): that receipt no
 * longer states what was given, so it is cancelled (its donor told, as for any cancelled
 * receipt) and a corrected one is issued for the charges still paid, with the next number of
 * the year (BOI-IR-RICI-250-30: an erroneous receipt is cancelled and replaced), delivered by the
 * next day's run. Nothing happens for a charge the receipt did not count (refunded before it,
 * or already corrected for), nor for a one-off gift.
 */
export async function correctPlanYearReceiptInTx(
  tx: Tx,
  donationId: string,
  reason: TaxReceiptCancellationReason,
): Promise<void> {
  const [charge] = rowsOf<{ plan_id: string; year: number }>(
    await tx.execute(sql`
      select plan_id, extract(year from paid_on)::int as year from plan_charges
      where donation_id = ${donationId} and status = 'paid' and paid_on is not null`),
  );
  if (!charge) return;
  const [held] = rowsOf<{
    receipt_id: string;
    amount_cents: string;
    status: string;
    anchor: string;
  }>(
    await tx.execute(sql`
      select t.id as receipt_id, t.amount_cents, t.status, t.donation_id as anchor
      from plan_year_receipts r join tax_receipts t on t.id = r.tax_receipt_id
      where r.plan_id = ${charge.plan_id} and r.year = ${charge.year}
      for update of r`),
  );
  if (!held) return;
  const [rest] = rowsOf<{
    total: string;
    charges: string;
    first_day: string | null;
    last_day: string | null;
    anchor: string | null;
  }>(
    await tx.execute(sql`
      select coalesce(sum(c.amount_cents), 0) as total, count(*) as charges,
        to_char(min(c.paid_on), 'YYYY-MM-DD') as first_day,
        to_char(max(c.paid_on), 'YYYY-MM-DD') as last_day,
        (array_agg(c.donation_id order by c.paid_on desc, c.id desc) filter (where not exists (
          select 1 from tax_receipts t where t.donation_id = c.donation_id)))[1] as anchor
      from plan_charges c join donations d on d.id = c.donation_id and d.payment_status = 'paid'
      where c.plan_id = ${charge.plan_id} and c.status = 'paid' and c.donation_id <> ${donationId}
        and c.paid_on >= make_date(${charge.year}, 1, 1) and c.paid_on < make_date(${charge.year + 1}, 1, 1)`),
  );
  const total = Number(rest?.total ?? 0);
  // Issued and already without this gift: nothing to correct.
  if (held.status === 'issued' && total === Number(held.amount_cents)) return;
  if (held.status === 'issued') {
    await tx
      .update(taxReceipts)
      .set({ status: 'cancelled', cancelledAt: sql`now()`, cancellationReason: reason })
      .where(and(eq(taxReceipts.id, held.receipt_id), eq(taxReceipts.status, 'issued')));
    await enqueueJob(tx, 'tax-receipt-cancelled', { donationId: held.anchor });
  }
  if (total === 0 || !rest?.anchor || !rest.first_day || !rest.last_day) {
    await tx
      .update(planYearReceipts)
      .set({ taxReceiptId: null, amountCents: 0, charges: 0 })
      .where(
        and(eq(planYearReceipts.planId, charge.plan_id), eq(planYearReceipts.year, charge.year)),
      );
    return;
  }
  await issuePlanYearReceiptInTx(tx, {
    planId: charge.plan_id,
    year: charge.year,
    amountCents: total,
    charges: Number(rest.charges),
    firstDay: rest.first_day,
    lastDay: rest.last_day,
    anchorDonationId: rest.anchor,
  });
}

/**
 * The cumulative receipts issued and not emailed yet (a mail server down on the day of issue):
 * each day's run delivers them, until each has left once (deliverTaxReceipt's emailed_at).
 */
export async function undeliveredAnnualPlanReceipts(db: Database): Promise<string[]> {
  const rows = rowsOf<{ donation_id: string }>(
    await db.execute(sql`
      select t.donation_id from plan_year_receipts r
      join tax_receipts t on t.id = r.tax_receipt_id
      where t.status = 'issued' and t.emailed_at is null`),
  );
  return rows.map((row) => row.donation_id);
}
