import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from './sql-rows';

export interface TotalsMismatch {
  scope: 'campaign' | 'association';
  id: string;
  field: 'raised_amount_cents' | 'total_backers' | 'paid_donations';
  stored: number;
  fromLedger: number;
}

export interface LedgerCheck {
  ok: boolean;
  mismatches: TotalsMismatch[];
}

/**
 * Recomputes every stored total from the ledger and reports any difference:
 * campaign raised = payments - refunds, backers = payment rows - refund rows, the paid
 * donations add up to the same, an association's raised = its ledger payments - refunds.
 */
export async function checkLedger(db: Database): Promise<LedgerCheck> {
  const mismatches: TotalsMismatch[] = [];

  const campaignRows = rowsOf<{
    id: string;
    raised: string;
    backers: number;
    ledger_raised: string;
    ledger_backers: string;
    paid_sum: string;
  }>(
    await db.execute(sql`
      select c.id, c.raised_amount_cents as raised, c.total_backers as backers,
        coalesce(l.raised, 0) as ledger_raised, coalesce(l.backers, 0) as ledger_backers,
        coalesce(d.paid_sum, 0) as paid_sum
      from campaigns c
      left join (
        select campaign_id,
          sum(case kind when 'payment' then amount_cents when 'refund' then -amount_cents else 0 end) as raised,
          count(*) filter (where kind = 'payment') - count(*) filter (where kind = 'refund') as backers
        from ledger_entries group by campaign_id
      ) l on l.campaign_id = c.id
      left join (
        select campaign_id, sum(amount_cents) as paid_sum
        from donations where payment_status = 'paid' group by campaign_id
      ) d on d.campaign_id = c.id
    `),
  );
  for (const row of campaignRows) {
    const fromLedger = Number(row.ledger_raised);
    const check = (field: TotalsMismatch['field'], stored: number, expected: number) => {
      if (stored !== expected)
        mismatches.push({ scope: 'campaign', id: row.id, field, stored, fromLedger: expected });
    };
    check('raised_amount_cents', Number(row.raised), fromLedger);
    check('total_backers', Number(row.backers), Number(row.ledger_backers));
    check('paid_donations', Number(row.paid_sum), fromLedger);
  }

  const associationRows = rowsOf<{ id: string; raised: string; ledger_raised: string }>(
    await db.execute(sql`
      select a.id, a.raised_amount_cents as raised, coalesce(l.raised, 0) as ledger_raised
      from associations a
      left join (
        select association_id,
          sum(case kind when 'payment' then amount_cents when 'refund' then -amount_cents else 0 end) as raised
        from ledger_entries group by association_id
      ) l on l.association_id = a.id
    `),
  );
  for (const row of associationRows) {
    if (Number(row.raised) !== Number(row.ledger_raised)) {
      mismatches.push({
        scope: 'association',
        id: row.id,
        field: 'raised_amount_cents',
        stored: Number(row.raised),
        fromLedger: Number(row.ledger_raised),
      });
    }
  }
  return { ok: mismatches.length === 0, mismatches };
}
