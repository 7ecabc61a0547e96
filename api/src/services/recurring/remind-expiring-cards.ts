import { sql } from 'drizzle-orm';
import { CARD_EXPIRY_NOTICE_DAYS } from 'shared-contracts/src/recurring/recurring.rules';
import type { Database } from '../../db/client';
import { recurringPlans } from '../../db/schema/recurring';
import { rowsOf } from '../../lib/sql-rows';
import { addJobsSql, jobSpecSql } from '../jobs/enqueue';

/**
 * The donors whose saved card expires before their plan's next charge, told a month ahead
 * (CARD_EXPIRY_NOTICE_DAYS before that charge), once per card expiry (card_reminded_for): the
 * reminder's job commits with the mark. A new card clears the mark (change-plan-card.ts).
 */
export async function remindExpiringCards(db: Database, today: string): Promise<number> {
  const [row] = rowsOf<{ reminded: string }>(
    await db.execute(sql`
      with expiring as (
        update ${recurringPlans} p
        set card_reminded_for = to_char(make_date(p.card_exp_year, p.card_exp_month, 1), 'YYYY-MM'),
          updated_at = now()
        where p.status = 'active' and p.card_exp_year is not null
          and (make_date(p.card_exp_year, p.card_exp_month, 1) + interval '1 month' - interval '1 day')::date
            < p.next_charge_on
          and p.next_charge_on - ${CARD_EXPIRY_NOTICE_DAYS}::int <= ${today}::date
          and p.card_reminded_for is distinct from
            to_char(make_date(p.card_exp_year, p.card_exp_month, 1), 'YYYY-MM')
        returning p.id
      ), jobs as (
        ${addJobsSql(
          sql`select ${jobSpecSql({
            task: 'plan-card-expiring',
            payload: sql`json_build_object('planId', expiring.id)`,
          })} from expiring`,
        )}
      )
      select (select count(*) from expiring) as reminded, (select count(*) from jobs) as jobs`),
  );
  return Number(row?.reminded ?? 0);
}
