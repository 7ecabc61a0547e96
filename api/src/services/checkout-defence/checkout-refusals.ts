import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { RefusedCheckouts } from 'shared-contracts';
import type { Database } from '../../db/client';
import { checkoutRefusals, type CheckoutRefusalKind } from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';

/**
 * Counts one refused attempt for the admin overview (per Paris day and kind). A count that
 * cannot be written is logged, never a reason to answer differently.
 */
export async function countCheckoutRefusal(
  db: Database,
  kind: CheckoutRefusalKind,
  logger: FastifyBaseLogger,
): Promise<void> {
  try {
    await db.execute(sql`
      insert into ${checkoutRefusals} (day, kind, count)
      values ((now() at time zone 'Europe/Paris')::date, ${kind}, 1)
      on conflict (day, kind) do update set count = ${checkoutRefusals.count} + 1`);
  } catch (error) {
    logger.error({ err: error, kind }, 'checkout refusal not counted');
  }
}

/** Today's and the last 7 days' refusals (today included), per kind that had any. */
export async function checkoutRefusalCounts(db: Database): Promise<RefusedCheckouts[]> {
  const result = await db.execute(sql`
    select kind,
      coalesce(sum(count) filter (where day = (now() at time zone 'Europe/Paris')::date), 0)::int as today,
      sum(count)::int as last_7_days
    from ${checkoutRefusals}
    where day > (now() at time zone 'Europe/Paris')::date - 7
    group by kind
    order by kind`);
  return rowsOf<RefusedCheckouts>(result);
}
