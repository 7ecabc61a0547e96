import { and, eq, sql } from 'drizzle-orm';
import { effectiveTaxRate } from 'shared-contracts';
import type { Database } from '../../db/client';
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
 * during the year, and BOFiP BOI-IR-RICI-250-30 (§ 10 and § 20) lets an organisation issue one
 * receipt recapitulating the repeated gifts of a year (reçu récapitulatif), dated the day it is
 * drawn up and stating the year's total. Numbered in the association's one sequence for that
 * year (tax_receipt_counters, the same row lock as any receipt: gap-free). The counted charges
 * are those paid during the year (by the charge run's clock) whose donation is still paid (a
 * refunded or disputed charge is not in it). The receipt row stands on the year's last paid
 * charge's donation (tax_receipts.donation_id), states the sum; plan_year_receipts makes it
 * once per plan and year. Returns the donations whose receipt was issued (to deliver).
 */
export async function issueAnnualPlanReceipts(db: Database, year: number): Promise<string[]> {
  const due = rowsOf<{ plan_id: string; total: string; charges: string; last_donation: string }>(
    await db.execute(sql`
      select c.plan_id, sum(c.amount_cents) as total, count(*) as charges,
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
      const [context] = await tx
        .select({ plan: recurringPlans, association: associations })
        .from(recurringPlans)
        .innerJoin(campaigns, eq(campaigns.id, recurringPlans.campaignId))
        .innerJoin(associations, eq(associations.id, campaigns.associationId))
        .where(eq(recurringPlans.id, row.plan_id));
      const ratePercent = context ? effectiveTaxRate(context.association) : null;
      // An association no longer eligible issues nothing (the claim row stays: decided).
      if (!context || ratePercent === null) return null;
      const { plan, association } = context;
      const [receipt] = await tx
        .insert(taxReceipts)
        .values({
          donationId: row.last_donation,
          associationId: association.id,
          ...(await nextReceiptNumber(tx, association.id, year)),
          amountCents: Number(row.total),
          ratePercent,
          // The last day of the year the gifts were paid in: the receipt recapitulates it.
          giftDate: `${year}-12-31`,
          ...printedDonorFacts(plan),
          ...printedAssociationFacts(association),
        })
        .returning({ id: taxReceipts.id });
      await tx
        .update(planYearReceipts)
        .set({ taxReceiptId: receipt!.id })
        .where(and(eq(planYearReceipts.planId, row.plan_id), eq(planYearReceipts.year, year)));
      return row.last_donation;
    });
    if (donationId) issued.push(donationId);
  }
  return issued;
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
