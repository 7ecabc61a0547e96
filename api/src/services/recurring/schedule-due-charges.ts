import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { planCharges, recurringPlans } from '../../db/schema/recurring';
import { rowsOf } from '../../lib/sql-rows';
import { lateChargeCutoff } from 'shared-contracts/src/recurring/recurring.rules';

/** Plans scheduled per statement. */
const SCHEDULE_BATCH = 2000;

/**
 * The charge of each active plan whose next charge day has come (by `today`, the run's clock):
 * one plan_charges row per plan and period (`on conflict do nothing` on the unique
 * (plan_id, period): a period is scheduled once whatever the number of runs), and the plan's
 * next day moved one period on, computed from the anchor (PostgreSQL clamps to the month's last
 * day like chargeDayOfPeriod: a plan of 31 January is charged on 28 or 29 February, then on 31
 * March). A plan several periods late (runs missed) is walked to its current period: each
 * period whose charge day is older than LATE_CHARGE_GRACE_DAYS (recurring.rules.ts) gets its
 * row as 'skipped' (in the plan's history, never charged: its (plan, period) is taken), the
 * others are scheduled; the statement repeats until no plan is due. Returns how many charges
 * it scheduled and how many late periods it skipped.
 */
export async function scheduleDueCharges(
  db: Database,
  today: string,
): Promise<{ scheduled: number; skipped: number }> {
  const cutoff = lateChargeCutoff(today);
  let scheduled = 0;
  let skipped = 0;
  for (;;) {
    const [row] = rowsOf<{ plans: string; charges: string; skipped: string }>(
      await db.execute(sql`
        with due as (
          select p.id, p.amount_cents, p.next_charge_on, p.frequency, p.anchor_day
          from ${recurringPlans} p
          where p.status = 'active' and p.next_charge_on <= ${today}::date
          order by p.next_charge_on, p.id
          limit ${SCHEDULE_BATCH}
          for update skip locked
        ), charged as (
          insert into ${planCharges} (plan_id, period, due_on, amount_cents, status, next_try_on)
          select due.id,
            case when due.frequency = 'monthly' then to_char(due.next_charge_on, 'YYYY-MM')
              else to_char(due.next_charge_on, 'YYYY') end,
            due.next_charge_on, due.amount_cents,
            case when due.next_charge_on < ${cutoff}::date then 'skipped' else 'scheduled' end,
            case when due.next_charge_on < ${cutoff}::date then null else due.next_charge_on end
          from due
          on conflict (plan_id, period) do nothing
          returning id, status
        ), moved as (
          update ${recurringPlans} p
          set next_charge_on = (case when due.frequency = 'monthly'
              then due.anchor_day + make_interval(months => (
                (extract(year from due.next_charge_on) * 12 + extract(month from due.next_charge_on))
                - (extract(year from due.anchor_day) * 12 + extract(month from due.anchor_day)) + 1)::int)
              else due.anchor_day + make_interval(years => (
                extract(year from due.next_charge_on) - extract(year from due.anchor_day) + 1)::int)
            end)::date,
            updated_at = now()
          from due where p.id = due.id
          returning p.id
        )
        select (select count(*) from moved) as plans,
          (select count(*) from charged where status = 'scheduled') as charges,
          (select count(*) from charged where status = 'skipped') as skipped`),
    );
    scheduled += Number(row?.charges ?? 0);
    skipped += Number(row?.skipped ?? 0);
    if (Number(row?.plans ?? 0) === 0) return { scheduled, skipped };
  }
}
