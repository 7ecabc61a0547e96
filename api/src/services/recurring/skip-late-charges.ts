import { sql } from 'drizzle-orm';
import { lateChargeCutoff } from 'shared-contracts/src/recurring/recurring.rules';
import type { Database } from '../../db/client';
import { planCharges } from '../../db/schema/recurring';
import { rowsOf } from '../../lib/sql-rows';

/**
 * The waiting charges (scheduled, or declined and to be retried) whose charge day is older than
 * LATE_CHARGE_GRACE_DAYS by `today` (the run's clock) are skipped, never charged: a run that
 * comes after the runs were missed charges each plan's current period only (recurring.rules.ts).
 * A try already at the provider is not one of them: the run asks the provider what it did
 * (charge-plans.ts#tryCharge). Returns how many it skipped.
 */
export async function skipLateCharges(db: Database, today: string): Promise<number> {
  const [row] = rowsOf<{ skipped: string }>(
    await db.execute(sql`
      with skipped as (
        update ${planCharges} set status = 'skipped', next_try_on = null, updated_at = now()
        where status in ('scheduled', 'declined') and due_on < ${lateChargeCutoff(today)}::date
          -- Implied (a try is due at most the grace after its day); lets the open index serve.
          and next_try_on < ${today}::date
        returning id
      )
      select count(*) as skipped from skipped`),
  );
  return Number(row?.skipped ?? 0);
}
