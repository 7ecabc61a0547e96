import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { campaigns } from '../../db/schema/campaigns';
import { rowsOf } from '../../lib/sql-rows';
import { goalCampaignCondition } from '../catalogue/campaign-funding';
import { hasOpenDispute } from '../disputes/open-dispute';

export interface TotalsMismatch {
  scope: 'campaign' | 'association' | 'payout';
  id: string;
  field:
    | 'raised_amount_cents'
    | 'total_backers'
    | 'paid_donations'
    | 'unsettled_paid'
    | 'open_payouts'
    | 'donations'
    | 'donation_count'
    | PayoutLedgerField;
  stored: number;
  fromLedger: number;
}

export interface LedgerCheck {
  ok: boolean;
  mismatches: TotalsMismatch[];
}

type PayoutLedgerField = 'commission' | 'fee' | 'transfer' | 'recovery' | 'refund';

/**
 * Recomputes every stored total from the ledger and reports any difference:
 * - campaign raised (the sum of its counter shards) = payments - refunds, backers = payment
 *   rows - refund rows, the paid donations add up to the same; an association's raised (the
 *   sum of its campaigns' shards) = its ledger payments - refunds;
 * - each completed payout: its gross and count = the donations attached to it; a transfer's
 *   commission, fee, transfer (net - recovered) and recovery rows = its figures; a refund's
 *   refund rows = its net;
 * - a completed goal campaign has nothing left to settle: no paid donation outside a payout,
 *   no payout still open (a late payment shows here until the next settlement run); a gift
 *   held out by an open dispute waits for the bank's decision.
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
      select c.id, coalesce(t.raised, 0) as raised, coalesce(t.backers, 0)::int as backers,
        coalesce(l.raised, 0) as ledger_raised, coalesce(l.backers, 0) as ledger_backers,
        coalesce(d.paid_sum, 0) as paid_sum
      from campaigns c
      left join (
        select campaign_id, sum(raised_amount_cents) as raised, sum(total_backers) as backers
        from campaign_total_shards group by campaign_id
      ) t on t.campaign_id = c.id
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
      select a.id, coalesce(t.raised, 0) as raised, coalesce(l.raised, 0) as ledger_raised
      from associations a
      left join (
        select c.association_id, sum(s.raised_amount_cents) as raised
        from campaign_total_shards s join campaigns c on c.id = s.campaign_id
        group by c.association_id
      ) t on t.association_id = a.id
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
  await checkPayouts(db, mismatches);
  await checkCompletedCampaigns(db, mismatches);
  return { ok: mismatches.length === 0, mismatches };
}

async function checkPayouts(db: Database, mismatches: TotalsMismatch[]): Promise<void> {
  const rows = rowsOf<{
    id: string;
    kind: 'transfer' | 'refund';
    gross: string;
    donation_count: number;
    expected_commission: string;
    expected_fee: string;
    expected_transfer: string;
    expected_recovery: string;
    expected_refund: string;
    attached_sum: string;
    attached_count: string;
    commission: string;
    fee: string;
    transfer: string;
    recovery: string;
    refund: string;
  }>(
    await db.execute(sql`
      select p.id, p.kind, p.gross_cents as gross, p.donation_count,
        case p.kind when 'transfer' then p.commission_cents else 0 end as expected_commission,
        case p.kind when 'transfer' then p.processing_fee_cents else 0 end as expected_fee,
        case p.kind when 'transfer' then p.net_cents - p.recovered_cents else 0 end as expected_transfer,
        case p.kind when 'transfer' then p.recovered_cents else 0 end as expected_recovery,
        case p.kind when 'refund' then p.net_cents else 0 end as expected_refund,
        coalesce(d.attached_sum, 0) as attached_sum, coalesce(d.attached_count, 0) as attached_count,
        coalesce(l.commission, 0) as commission, coalesce(l.fee, 0) as fee,
        coalesce(l.transfer, 0) as transfer, coalesce(l.recovery, 0) as recovery,
        coalesce(r.refund, 0) as refund
      from payouts p
      left join (
        select payout_id, sum(amount_cents) as attached_sum, count(*) as attached_count
        from donations where payout_id is not null group by payout_id
      ) d on d.payout_id = p.id
      left join (
        select payout_id,
          sum(amount_cents) filter (where kind = 'commission') as commission,
          sum(amount_cents) filter (where kind = 'fee') as fee,
          sum(amount_cents) filter (where kind = 'transfer') as transfer,
          sum(amount_cents) filter (where kind = 'recovery') as recovery
        from ledger_entries where payout_id is not null group by payout_id
      ) l on l.payout_id = p.id
      left join (
        select d.payout_id, sum(e.amount_cents) as refund
        from ledger_entries e join donations d on d.id = e.donation_id
        where e.kind = 'refund' group by d.payout_id
      ) r on r.payout_id = p.id
      where p.status = 'completed'
    `),
  );
  for (const row of rows) {
    const check = (field: TotalsMismatch['field'], stored: number, fromLedger: number) => {
      if (stored !== fromLedger)
        mismatches.push({ scope: 'payout', id: row.id, field, stored, fromLedger });
    };
    check('donations', Number(row.gross), Number(row.attached_sum));
    check('donation_count', Number(row.donation_count), Number(row.attached_count));
    check('commission', Number(row.expected_commission), Number(row.commission));
    check('fee', Number(row.expected_fee), Number(row.fee));
    check('transfer', Number(row.expected_transfer), Number(row.transfer));
    check('recovery', Number(row.expected_recovery), Number(row.recovery));
    // A refund payout's donations are all given back; a transfer's may be later (then a debt).
    if (row.kind === 'refund') check('refund', Number(row.expected_refund), Number(row.refund));
  }
}

async function checkCompletedCampaigns(db: Database, mismatches: TotalsMismatch[]): Promise<void> {
  const rows = rowsOf<{ id: string; unsettled: string; open_payouts: string }>(
    await db.execute(sql`
      select c.id,
        (select coalesce(sum(d.amount_cents), 0) from donations d
          where d.campaign_id = c.id and d.payment_status = 'paid' and d.payout_id is null
            and not ${hasOpenDispute(sql`d.id`)}) as unsettled,
        (select count(*) from payouts p where p.campaign_id = c.id and p.status <> 'completed') as open_payouts
      from campaigns c
      where c.status = 'completed' and ${goalCampaignCondition(alias(campaigns, 'c'))}
    `),
  );
  for (const row of rows) {
    if (Number(row.unsettled) > 0)
      mismatches.push({
        scope: 'campaign',
        id: row.id,
        field: 'unsettled_paid',
        stored: Number(row.unsettled),
        fromLedger: 0,
      });
    if (Number(row.open_payouts) > 0)
      mismatches.push({
        scope: 'campaign',
        id: row.id,
        field: 'open_payouts',
        stored: Number(row.open_payouts),
        fromLedger: 0,
      });
  }
}
