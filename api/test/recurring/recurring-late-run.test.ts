import { sql } from 'drizzle-orm';
import {
  chargeDayOfPeriod,
  LATE_CHARGE_GRACE_DAYS,
  periodKeyOf,
} from 'shared-contracts/src/recurring/recurring.rules';
import type { RecurringPlan } from 'shared-contracts/src/recurring/recurring.schema';
import { rowsOf } from '../../src/lib/sql-rows';
import { chargeKey } from '../../src/services/recurring/charge-plans';
import { scheduleDueCharges } from '../../src/services/recurring/schedule-due-charges';
import {
  campaignTotals,
  createCampaign,
  createDonationContext,
  createUserWithToken,
  type DonationTestContext,
} from '../donations/helpers';
import {
  addDays,
  chargesOf,
  duplicatePeriods,
  ledgerPayments,
  planRow,
  realToday,
  runDay,
  setClock,
  startPlan,
} from './helpers';

jest.setTimeout(300_000);

/*
 * A charge run that comes months late (the queue was down, the runs were missed) charges each
 * plan's current period only: the periods whose day is older than LATE_CHARGE_GRACE_DAYS are
 * skipped (in the plan's history, never charged), never ten months on one day. Crash safety
 * stays: a crashed run's try the provider took is recorded once, one it never got is not sent
 * late, and one still inside the grace is replayed with its key. The clock is injected and
 * far from the real date: the plans' days must come from it.
 */
/** A fresh app and database per case (no queue: the runs are the test's own). */
function lateRunContext() {
  const holder: { ctx?: DonationTestContext } = {};
  beforeAll(async () => {
    // Without the queue, its own run cannot replay the simulated crash's tries.
    holder.ctx = await createDonationContext({ config: { jobWorker: false } });
  });
  afterAll(async () => {
    await holder.ctx?.close();
  });
  const ctx = () => holder.ctx!;
  return {
    ctx,
    async donorPlans(token: string): Promise<Map<string, RecurringPlan>> {
      const answer = await ctx().app.inject({
        method: 'GET',
        url: '/api/donor/plans',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(answer.statusCode).toBe(200);
      return new Map(answer.json().data.map((plan: RecurringPlan) => [plan.id, plan]));
    },
    async count(query: ReturnType<typeof sql>): Promise<number> {
      const [row] = rowsOf<{ n: string }>(await ctx().db.execute(query));
      return Number(row!.n);
    },
    async statusesOf(planId: string) {
      return (await chargesOf(ctx().db, planId)).map((c) => [c.period, c.status]);
    },
  };
}

describe('a charge run after ten months without runs', () => {
  const { ctx, donorPlans, count, statusesOf } = lateRunContext();

  it('charges the current period once and skips the missed ones, to the cent', async () => {
    const { app, db } = ctx();
    const start = '2025-01-31';
    expect(start).not.toBe(realToday());
    const monthDay = (m: number) => chargeDayOfPeriod(start, 'monthly', m);
    const period = (m: number) => periodKeyOf(monthDay(m), 'monthly');
    setClock(app, start);
    const donor = await createUserWithToken(ctx(), { email: 'paul.tardif@example.test' });
    const [cA, cB, cE] = await Promise.all([
      createCampaign(db),
      createCampaign(db),
      createCampaign(db),
    ]);
    const A = await startPlan(app, cA!.id, { amount: 20, frequency: 'monthly' }, donor.token);
    const B = await startPlan(
      app,
      cB!.id,
      { amount: 15, frequency: 'monthly', card: '4000 0000 0000 0341' },
      donor.token,
    );
    const E = await startPlan(
      app,
      cE!.id,
      { amount: 8, frequency: 'monthly', card: '4000 0000 0000 0069' },
      donor.token,
    );
    // The plan's days are the injected clock's, not the real date's: the answer of the
    // checkout, the activation's anchor and the sandbox's expiring card.
    expect(A.nextChargeOn).toBe('2025-02-28');
    expect(await planRow(db, A.planId)).toMatchObject({
      anchorDay: start,
      nextChargeOn: '2025-02-28',
    });
    expect(await planRow(db, E.planId)).toMatchObject({ cardExpMonth: 3, cardExpYear: 2025 });
    const started = (await donorPlans(donor.token)).get(A.planId)!;
    expect(started).toMatchObject({ started_on: start, next_charge_on: '2025-02-28' });

    await runDay(app);
    setClock(app, monthDay(1));
    expect(await runDay(app)).toMatchObject({ scheduled: 3, skippedLate: 0, paid: 2, declined: 1 });

    // Ten months later, the first run since: one charge per plan, its current period's.
    const jump = addDays(monthDay(11), 2);
    setClock(app, jump);
    expect(await runDay(app)).toMatchObject({
      scheduled: 3,
      // 9 periods of each plan, and B's declined charge of period 1 waiting for its retry.
      skippedLate: 28,
      paid: 1,
      declined: 2,
      unknown: 0,
    });
    const skippedMonths = Array.from({ length: 9 }, (_, i) => [period(i + 2), 'skipped']);
    expect(await statusesOf(A.planId)).toEqual([
      [period(0), 'paid'],
      [period(1), 'paid'],
      ...skippedMonths,
      [period(11), 'paid'],
    ]);
    expect(await statusesOf(B.planId)).toEqual([
      [period(0), 'paid'],
      [period(1), 'skipped'],
      ...skippedMonths,
      [period(11), 'declined'],
    ]);
    expect((await chargesOf(db, E.planId)).at(-1)).toMatchObject({
      period: period(11),
      status: 'declined',
      declineCode: 'expired_card',
      tries: 1,
    });
    // The same day again: nothing more; the next day, only the current period's retries of B
    // and E, on their schedule (3 days after the charge day).
    expect(await runDay(app)).toMatchObject({ scheduled: 0, skippedLate: 0, paid: 0, declined: 0 });
    setClock(app, addDays(jump, 1));
    expect(await runDay(app)).toMatchObject({ scheduled: 0, skippedLate: 0, paid: 0, declined: 2 });
    // B's current period is retried on its schedule; the plan is not paused by the old one.
    expect(await planRow(db, B.planId)).toMatchObject({ status: 'active' });

    // The walk goes on: the next period is charged on its day.
    setClock(app, monthDay(12));
    await runDay(app);

    // The donor's history shows the skipped periods, and what was given, to the cent.
    const plans = await donorPlans(donor.token);
    const a = plans.get(A.planId)!;
    expect(a).toMatchObject({ paid_charges: 4, total_given: 80, next_charge_on: monthDay(13) });
    expect(a.charges.map((c) => c.status)).toEqual([
      'paid',
      'paid',
      ...Array.from({ length: 9 }, () => 'skipped'),
      'paid',
      'paid',
    ]);
    expect(
      a.charges.filter((c) => c.status === 'skipped').every((c) => c.decline_reason === null),
    ).toBe(true);

    // The ledger and the totals: one payment per paid charge, none for a skipped period.
    expect(await ledgerPayments(db, cA!.id)).toEqual({ cents: 4 * 2000, entries: 4 });
    expect((await campaignTotals(db, cA!.id)).raisedCents).toBe(4 * 2000);
    expect(await ledgerPayments(db, cB!.id)).toEqual({ cents: 1500, entries: 1 });
    expect((await campaignTotals(db, cB!.id)).raisedCents).toBe(1500);
    expect(await ledgerPayments(db, cE!.id)).toEqual({ cents: 2 * 800, entries: 2 });
    // The provider was never asked for a skipped period.
    expect(
      await count(sql`select count(*) as n from sandbox_charges
        where idempotency_key like ${`plan-${A.planId}-%`}`),
    ).toBe(3);
    expect(await duplicatePeriods(db)).toBe(0);
  });
});

describe('a crashed charge run, then months without runs', () => {
  const { ctx, donorPlans, count, statusesOf } = lateRunContext();

  it('records the charge the provider took once, sends no late one, replays one in the grace', async () => {
    const { app, db } = ctx();
    const start = '2026-03-15';
    const monthDay = (m: number) => chargeDayOfPeriod(start, 'monthly', m);
    const period = (m: number) => periodKeyOf(monthDay(m), 'monthly');
    setClock(app, start);
    const donor = await createUserWithToken(ctx(), { email: 'lea.reprise@example.test' });
    const [c1, c2, cR] = await Promise.all([
      createCampaign(db),
      createCampaign(db),
      createCampaign(db),
    ]);
    const C1 = await startPlan(app, c1!.id, { amount: 12, frequency: 'monthly' }, donor.token);
    const C2 = await startPlan(app, c2!.id, { amount: 11, frequency: 'monthly' }, donor.token);
    const R = await startPlan(app, cR!.id, { amount: 9, frequency: 'monthly' }, donor.token);
    await runDay(app);

    /**
     * What a run killed mid-way leaves: the period scheduled, the plans' tries claimed
     * ('charging', try 1, committed before the provider is called), the provider having
     * taken the charges of `sent` only, nothing recorded after.
     */
    async function crashedRun(day: string, claimed: string[], sent: string[]) {
      await scheduleDueCharges(db, day);
      await db.execute(sql`update plan_charges set status = 'charging', tries = 1
        where plan_id = any(${sql.param(claimed)}::uuid[])
          and period = ${periodKeyOf(day, 'monthly')}`);
      for (const planId of sent) {
        const plan = await planRow(db, planId);
        const answer = await app.payments.provider.chargeSavedCard!({
          customerRef: plan.customerRef!,
          paymentMethodRef: plan.paymentMethodRef!,
          amountCents: plan.amountCents,
          idempotencyKey: chargeKey({
            plan_id: planId,
            period: periodKeyOf(day, 'monthly'),
            tries: 1,
          }),
          description: 'Don régulier',
          chargeDay: day,
          metadata: {},
        });
        expect(answer.status).toBe('paid');
      }
    }

    // Period 1: the run dies with C1's charge taken, C2's never sent; R's was only scheduled.
    await crashedRun(monthDay(1), [C1.planId, C2.planId], [C1.planId]);
    // Ten months without runs, then one.
    const jump = addDays(monthDay(11), 2);
    expect(jump > addDays(monthDay(1), LATE_CHARGE_GRACE_DAYS)).toBe(true);
    setClock(app, jump);
    const late = await runDay(app);
    // Paid: C1's period 1 (the provider's answer to its key) and the three current periods;
    // 'declined': C2's unsent try, answered 'not sent' and recorded as skipped.
    expect(late).toMatchObject({ paid: 4, declined: 1, unknown: 0 });

    // Period 12: the run dies with R's charge taken, C2's not sent; the next run comes five
    // days later, inside the grace: both replayed with their keys, C1's charged late, each once.
    await crashedRun(monthDay(12), [C2.planId, R.planId], [R.planId]);
    setClock(app, addDays(monthDay(12), 5));
    expect(await runDay(app)).toMatchObject({ paid: 3, declined: 0, unknown: 0 });
    expect(await runDay(app)).toMatchObject({ scheduled: 0, paid: 0, declined: 0 });

    const skipped = (from: number) =>
      Array.from({ length: 11 - from }, (_, i) => [period(from + i), 'skipped']);
    expect(await statusesOf(C1.planId)).toEqual([
      [period(0), 'paid'],
      [period(1), 'paid'],
      ...skipped(2),
      [period(11), 'paid'],
      [period(12), 'paid'],
    ]);
    for (const planId of [C2.planId, R.planId])
      expect(await statusesOf(planId)).toEqual([
        [period(0), 'paid'],
        ...skipped(1),
        [period(11), 'paid'],
        [period(12), 'paid'],
      ]);
    // C2's period 1 was never sent to the provider, and reads as skipped, with no decline.
    const c2First = (await chargesOf(db, C2.planId))[1]!;
    expect(c2First).toMatchObject({ status: 'skipped', declineCode: null, donationId: null });
    expect(
      await count(sql`select count(*) as n from sandbox_charges
        where idempotency_key = ${`plan-${C2.planId}-${period(1)}-1`}`),
    ).toBe(0);
    // Each paid period was taken once at the provider, by its first try's key.
    for (const [planId, periods] of [
      [C1.planId, 3],
      [C2.planId, 2],
      [R.planId, 2],
    ] as const) {
      expect(
        await count(sql`select count(*) as n from sandbox_charges
          where idempotency_key like ${`plan-${planId}-%`} and status = 'paid'`),
      ).toBe(periods);
      expect(
        await count(sql`select count(*) as n from sandbox_charges
          where idempotency_key like ${`plan-${planId}-%`} and idempotency_key not like '%-1'`),
      ).toBe(0);
    }
    expect(await duplicatePeriods(db)).toBe(0);

    // To the cent: the ledger, the campaigns' totals and the donor's view.
    for (const [campaignId, cents, entries] of [
      [c1!.id, 4 * 1200, 4],
      [c2!.id, 3 * 1100, 3],
      [cR!.id, 3 * 900, 3],
    ] as const) {
      expect(await ledgerPayments(db, campaignId)).toEqual({ cents, entries });
      expect((await campaignTotals(db, campaignId)).raisedCents).toBe(cents);
    }
    const plans = await donorPlans(donor.token);
    expect(plans.get(C1.planId)).toMatchObject({ paid_charges: 4, total_given: 48 });
    expect(plans.get(C2.planId)).toMatchObject({ paid_charges: 3, total_given: 33 });
    expect(plans.get(R.planId)).toMatchObject({ paid_charges: 3, total_given: 27 });
  });
});
