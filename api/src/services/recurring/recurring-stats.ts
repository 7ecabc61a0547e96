import { sql } from 'drizzle-orm';
import type { RecurringStats } from 'shared-contracts/src/recurring/recurring.schema';
import type { Database } from '../../db/client';
import { rowsOf } from '../../lib/sql-rows';
import { centsToEuros } from '../../lib/money';

/**
 * The manager's figures of their association's plans: active and paused plans, the monthly
 * total the active ones bring (a yearly plan counts for a twelfth, rounded to the cent:
 * monthlyEquivalentCents), and per month of the last twelve (Paris, to `today`) the plans
 * started, stopped, and the money their charges paid (refunded charges excluded).
 */
export async function recurringStats(
  db: Database,
  associationId: string,
  today: string,
): Promise<RecurringStats> {
  const [totals] = rowsOf<{ active: string; paused: string; monthly_cents: string }>(
    await db.execute(sql`
      select count(*) filter (where p.status = 'active') as active,
        count(*) filter (where p.status = 'paused') as paused,
        coalesce(sum(case when p.frequency = 'monthly' then p.amount_cents
          else round(p.amount_cents / 12.0) end) filter (where p.status = 'active'), 0) as monthly_cents
      from recurring_plans p join campaigns c on c.id = p.campaign_id
      where c.association_id = ${associationId}`),
  );
  const months = rowsOf<{
    month: string;
    new_plans: string;
    stopped_plans: string;
    collected: string;
  }>(
    await db.execute(sql`
      with months as (
        select to_char(date_trunc('month', ${today}::date) - make_interval(months => n), 'YYYY-MM') as month
        from generate_series(0, 11) as n
      ), plans as (
        select p.* from recurring_plans p join campaigns c on c.id = p.campaign_id
        where c.association_id = ${associationId} and p.anchor_day is not null
      )
      select m.month,
        (select count(*) from plans where to_char(plans.anchor_day, 'YYYY-MM') = m.month) as new_plans,
        (select count(*) from plans where plans.status = 'stopped'
          and to_char(plans.stopped_at at time zone 'Europe/Paris', 'YYYY-MM') = m.month) as stopped_plans,
        (select coalesce(sum(ch.amount_cents), 0) from plan_charges ch
          join plans on plans.id = ch.plan_id
          join donations d on d.id = ch.donation_id and d.payment_status = 'paid'
          where ch.status = 'paid' and to_char(ch.paid_on, 'YYYY-MM') = m.month) as collected
      from months m order by m.month`),
  );
  return {
    active_plans: Number(totals?.active ?? 0),
    paused_plans: Number(totals?.paused ?? 0),
    monthly_total: centsToEuros(Number(totals?.monthly_cents ?? 0)),
    months: months.map((row) => ({
      month: row.month,
      new_plans: Number(row.new_plans),
      stopped_plans: Number(row.stopped_plans),
      collected: centsToEuros(Number(row.collected)),
    })),
  };
}
