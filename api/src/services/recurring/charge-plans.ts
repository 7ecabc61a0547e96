import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  lateChargeCutoff,
  MAX_CHARGE_TRIES,
  RETRY_DAYS_AFTER_DUE,
} from 'shared-contracts/src/recurring/recurring.rules';
import type { Database } from '../../db/client';
import { donations } from '../../db/schema/donations';
import { planCharges, recurringPlans } from '../../db/schema/recurring';
import { rowsOf } from '../../lib/sql-rows';
import { confirmDonationPayment } from '../ledger/confirm-payment';
import { addJobsSql, jobSpecSql } from '../jobs/enqueue';
import { PaymentProviderError, type SavedCardChargeResult } from '../payments/payment-provider';
import type { PaymentDeps } from '../payments/payment-sync';

/** A charge claimed for a try, with what the provider call needs. */
export interface ClaimedCharge {
  id: string;
  plan_id: string;
  period: string;
  /** The period's charge day ('YYYY-MM-DD'). */
  due_on: string;
  tries: number;
  amount_cents: string | number;
  customer_ref: string | null;
  payment_method_ref: string | null;
  campaign_title: string;
  plan_status: string;
}

/**
 * The provider's idempotency key of one try of one plan's period: the same try replays the
 * same key (after a crash, the provider answers what it did), a new try comes only after a
 * recorded decline. With the database's unique (plan_id, period), a period is paid at most
 * once. Also the session id of the donation the paid try becomes.
 */
export function chargeKey(charge: Pick<ClaimedCharge, 'plan_id' | 'period' | 'tries'>): string {
  return `plan-${charge.plan_id}-${charge.period}-${charge.tries}`;
}

const CLAIM_COLUMNS = sql`c.id, c.plan_id, c.period, to_char(c.due_on, 'YYYY-MM-DD') as due_on, c.tries, c.amount_cents, p.customer_ref,
  p.payment_method_ref, (select title from campaigns where id = p.campaign_id) as campaign_title,
  p.status as plan_status`;

/**
 * The charges a crashed run left between its key and its outcome (status 'charging'): retried
 * with the same key, so the provider's answer is the one of the first call. Only while no
 * other run is in flight (the run's lock, run-plan-charges.ts).
 */
export async function claimInterruptedCharges(db: Database): Promise<ClaimedCharge[]> {
  return rowsOf<ClaimedCharge>(
    await db.execute(sql`
      select ${CLAIM_COLUMNS}
      from ${planCharges} c join ${recurringPlans} p on p.id = c.plan_id
      where c.status = 'charging'
      order by c.id`),
  );
}

/**
 * The next try of due charges (scheduled, or declined and due again) of active plans: the try
 * number goes up and the row becomes 'charging' before the provider is called, in its own
 * commit, so the key exists before any money may move. A charge whose day is older than the
 * grace (LATE_CHARGE_GRACE_DAYS) is never claimed: skip-late-charges.ts skips it.
 */
export async function claimDueCharges(
  db: Database,
  today: string,
  limit: number,
): Promise<ClaimedCharge[]> {
  return rowsOf<ClaimedCharge>(
    await db.execute(sql`
      with claimed as (
        select c.id from ${planCharges} c join ${recurringPlans} p on p.id = c.plan_id
        where c.status in ('scheduled', 'declined') and c.next_try_on <= ${today}::date
          and c.due_on >= ${lateChargeCutoff(today)}::date and p.status = 'active'
        order by c.next_try_on, c.id
        limit ${limit}
        for update of c skip locked
      ), tried as (
        update ${planCharges} c set status = 'charging', tries = c.tries + 1, updated_at = now()
        from claimed where c.id = claimed.id
        returning c.*
      )
      select ${CLAIM_COLUMNS} from tried c join ${recurringPlans} p on p.id = c.plan_id`),
  );
}

export type TryOutcome =
  | { charge: ClaimedCharge; result: SavedCardChargeResult }
  | { charge: ClaimedCharge; result: null };

/** One try at the provider; an unknown outcome (outage) leaves the charge 'charging'. */
export async function tryCharge(
  deps: PaymentDeps,
  charge: ClaimedCharge,
  today: string,
): Promise<TryOutcome> {
  if (!charge.payment_method_ref || !charge.customer_ref || !deps.provider.chargeSavedCard)
    return { charge, result: { status: 'declined', declineCode: 'no_card' } };
  try {
    // A crashed run's try whose plan was stopped or paused since, or whose charge day is now
    // older than the grace (LATE_CHARGE_GRACE_DAYS): asked, never replayed (stopping never
    // charges again; a late period is not charged); a key the provider never got is not sent
    // now, and the charge is skipped (recordDeclinedCharges).
    const late = charge.due_on < lateChargeCutoff(today);
    if ((charge.plan_status !== 'active' || late) && deps.provider.findSavedCardCharge) {
      const known = await deps.provider.findSavedCardCharge({
        idempotencyKey: chargeKey(charge),
        customerRef: charge.customer_ref,
      });
      return { charge, result: known ?? { status: 'declined', declineCode: 'not_sent' } };
    }
    const result = await deps.provider.chargeSavedCard({
      customerRef: charge.customer_ref,
      paymentMethodRef: charge.payment_method_ref,
      amountCents: Number(charge.amount_cents),
      idempotencyKey: chargeKey(charge),
      description: `Don régulier à « ${charge.campaign_title} »`,
      chargeDay: today,
      metadata: { plan_id: charge.plan_id, period: charge.period },
    });
    return { charge, result };
  } catch (error) {
    // The provider may still know the key (a replay refused because the plan's card changed
    // since the first call): what it did with it is the answer.
    const known = await deps.provider
      .findSavedCardCharge?.({
        idempotencyKey: chargeKey(charge),
        customerRef: charge.customer_ref,
      })
      .catch(() => null);
    if (known) return { charge, result: known };
    deps.logger.warn(
      { err: error, planId: charge.plan_id, period: charge.period },
      error instanceof PaymentProviderError && error.nothingMoved
        ? 'plan charge refused before reaching the provider'
        : 'plan charge outcome unknown: replayed with its key by the next run',
    );
    return { charge, result: null };
  }
}

/**
 * The paid tries become ordinary paid donations: each a donation row (its session id the
 * try's key, unique), linked to its charge, then paid by the one payment statement of every
 * donation (confirmDonationPayment: ledger, campaign totals, receipts' job; fees and settlement
 * as any gift), then the charge is marked paid. A crash between any two steps is caught up by
 * the replay of the same key: the insert finds its row, the payment's gate pays once.
 */
export async function recordPaidCharges(
  deps: PaymentDeps,
  paid: { charge: ClaimedCharge; reference: string }[],
  today: string,
): Promise<void> {
  if (paid.length === 0) return;
  const input = JSON.stringify(
    paid.map(({ charge, reference }) => ({
      charge_id: charge.id,
      donation_id: randomUUID(),
      session_id: chargeKey(charge),
      reference,
    })),
  );
  await deps.db.execute(sql`
    with input as (
      select * from json_to_recordset(${input}::json)
        as x(charge_id uuid, donation_id uuid, session_id text, reference text)
    ), inserted as (
      insert into ${donations} (id, campaign_id, user_id, donor_name, donor_email, phone,
        amount_cents, is_anonymous, contact_consent, payment_provider, provider_session_id,
        origin_url, recurring_plan_id, payment_status)
      select i.donation_id, p.campaign_id, p.user_id, p.donor_name, p.donor_email, p.phone,
        c.amount_cents, p.is_anonymous, p.contact_consent, p.payment_provider, i.session_id,
        p.origin_url, p.id, 'pending'
      from input i join ${planCharges} c on c.id = i.charge_id
        join ${recurringPlans} p on p.id = c.plan_id
      where c.status = 'charging' and c.donation_id is null
      on conflict (provider_session_id) do nothing
      returning id, provider_session_id
    ), found as (
      select id, provider_session_id from inserted
      union all
      select d.id, d.provider_session_id from ${donations} d
      where d.provider_session_id in (select session_id from input)
    )
    update ${planCharges} c set donation_id = found.id, payment_reference = input.reference,
      updated_at = now()
    from input join found on found.provider_session_id = input.session_id
    where c.id = input.charge_id and c.donation_id is null`);
  await Promise.all(
    paid.map(({ charge, reference }) =>
      confirmDonationPayment(deps.db, {
        sessionId: chargeKey(charge),
        paymentReference: reference,
      }),
    ),
  );
  await deps.db.execute(sql`
    update ${planCharges} set status = 'paid', paid_on = ${today}::date, decline_code = null,
      next_try_on = null, updated_at = now()
    where id = any(${sql.param(paid.map(({ charge }) => charge.id))}::uuid[])
      and status = 'charging' and donation_id is not null`);
}

/**
 * The declined tries: the charge waits for its next try (RETRY_DAYS_AFTER_DUE after its due
 * day) and the donor is emailed the reason and a link to change the card; after the last try
 * (MAX_CHARGE_TRIES) the charge fails, the plan pauses ('declines'), its other open charges are
 * skipped, and the donor and the association are told. One statement: states and emails' jobs
 * commit together.
 */
export async function recordDeclinedCharges(
  db: Database,
  declined: { charge: ClaimedCharge; declineCode: string }[],
  today: string,
): Promise<void> {
  if (declined.length === 0) return;
  const input = JSON.stringify(
    declined.map(({ charge, declineCode }) => ({ charge_id: charge.id, code: declineCode })),
  );
  const retryDays = sql.raw(`array[${RETRY_DAYS_AFTER_DUE.join(',')}]`);
  const cutoff = lateChargeCutoff(today);
  await db.execute(sql`
    with input as (
      select * from json_to_recordset(${input}::json) as x(charge_id uuid, code text)
    ), refused as (
      -- A plan paused or stopped while its try was at the provider, or a crashed run's try
      -- now older than the grace: the charge is skipped.
      update ${planCharges} c
      set status = case when p.status <> 'active' or c.due_on < ${cutoff}::date then 'skipped'
          when c.tries >= ${MAX_CHARGE_TRIES} then 'failed' else 'declined' end,
        -- 'not_sent' (the provider never got the key) is no decline: no reason shown.
        decline_code = nullif(input.code, 'not_sent'),
        next_try_on = case when p.status <> 'active' or c.due_on < ${cutoff}::date
            or c.tries >= ${MAX_CHARGE_TRIES} then null
          else c.due_on + (${retryDays})[c.tries] end,
        updated_at = now()
      from input, ${recurringPlans} p
      where c.id = input.charge_id and c.status = 'charging' and p.id = c.plan_id
      returning c.id, c.plan_id, c.status, c.tries
    ), paused as (
      update ${recurringPlans} p
      set status = 'paused', pause_reason = 'declines', next_charge_on = null, paused_at = now(),
        updated_at = now()
      from refused where p.id = refused.plan_id and refused.status = 'failed' and p.status = 'active'
      returning p.id
    ), skipped as (
      update ${planCharges} c set status = 'skipped', next_try_on = null, updated_at = now()
      from paused where c.plan_id = paused.id and c.status in ('scheduled', 'declined')
        and c.id not in (select id from refused)
      returning c.id
    ), jobs as (
      ${addJobsSql(sql`
        select ${jobSpecSql({
          task: 'plan-charge-declined',
          payload: sql`json_build_object('chargeId', refused.id, 'tries', refused.tries)`,
        })} from refused where refused.status <> 'skipped'
        union all
        select ${jobSpecSql({
          task: 'plan-paused-after-declines',
          payload: sql`json_build_object('planId', paused.id)`,
        })} from paused`)}
    )
    select (select count(*) from refused) as refused, (select count(*) from jobs) as jobs,
      (select count(*) from skipped) as skipped`);
}
