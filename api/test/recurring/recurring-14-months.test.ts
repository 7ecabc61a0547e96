import { eq, sql } from 'drizzle-orm';
import { chargeDayOfPeriod } from 'shared-contracts/src/recurring/recurring.rules';
import { associations } from '../../src/db/schema/associations';
import { userAssociations } from '../../src/db/schema/users';
import { taxReceipts } from '../../src/db/schema/tax-receipts';
import { rowsOf } from '../../src/lib/sql-rows';
import { donationFees } from '../../src/services/settlement/fees';
import {
  campaignTotals,
  checkoutPath,
  createCampaign,
  createDonationContext,
  createUserWithToken,
  submitCard,
  type DonationTestContext,
} from '../donations/helpers';
import {
  addDays,
  chargesOf,
  duplicatePeriods,
  lastControlToken,
  ledgerPayments,
  paidChargeCents,
  planRow,
  realToday,
  runDay,
  setClock,
  startPlan,
} from './helpers';

jest.setTimeout(600_000);

/*
 * Issue 29, 'Done when': an injected clock walks 14 months of plans, one campaign each, day by
 * day, through the queue's own daily run (runRecurringDay) and its emails (drainJobs). Every
 * figure is checked to the cent against the charges, the ledger and the campaign totals.
 */
describe('dons réguliers over 14 months', () => {
  let ctx: DonationTestContext;
  const start = realToday();
  const monthDay = (m: number) => chargeDayOfPeriod(start, 'monthly', m);
  const yearDay = (y: number) => chargeDayOfPeriod(start, 'yearly', y);
  const end = monthDay(14);

  beforeAll(async () => {
    ctx = await createDonationContext();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  async function post(url: string, payload: Record<string, unknown>, token?: string) {
    return ctx.app.inject({
      method: 'POST',
      url: `/api${url}`,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  }

  /** Opens the last emailed link of `email` (single use) and answers its control token. */
  async function openLink(email: string): Promise<string> {
    const opened = await post('/recurring/link/open', {
      token: lastControlToken(ctx.mail.outbox, email),
    });
    expect(opened.statusCode).toBe(200);
    return opened.json().data.control_token;
  }

  it('charges, retries, pauses, changes and stops plans exactly, period by period', async () => {
    const { app, db } = ctx;
    setClock(app, start);
    const campaign = async () => createCampaign(db);
    const [cA, cB, cC, cD, cE, cE2, cG, cH, cI, cJ, cK] = await Promise.all(
      Array.from({ length: 11 }, campaign),
    );
    // K's association issues reçus fiscaux (verified, 66 %).
    await db
      .update(associations)
      .set({
        taxEligibility: 'verified',
        taxRatePercent: 66,
        address: '1 rue des Arbres',
        postalCode: '75001',
        city: 'Paris',
        signatoryName: 'Anne Chêne',
        signatoryTitle: 'Présidente',
        taxPurpose: 'Reboisement',
        taxLegalStatus: 'Association loi 1901',
      })
      .where(eq(associations.id, cK!.associationId));
    const donor = await createUserWithToken(ctx, {
      email: 'helene.donatrice@example.test',
      fullName: 'Hélène Donatrice',
    });
    const manager = await createUserWithToken(ctx, { role: 'association_manager' });
    await db
      .insert(userAssociations)
      .values({ userId: manager.id, associationId: cJ!.associationId });

    const A = await startPlan(app, cA!.id, {
      amount: 20,
      frequency: 'monthly',
      email: 'a@example.test',
    });
    const B = await startPlan(app, cB!.id, {
      amount: 120,
      frequency: 'yearly',
      email: 'b@example.test',
    });
    const C = await startPlan(app, cC!.id, {
      amount: 10,
      frequency: 'monthly',
      card: '4000 0000 0000 5126',
      email: 'c@example.test',
    });
    const D = await startPlan(app, cD!.id, {
      amount: 15,
      frequency: 'monthly',
      card: '4000 0000 0000 0341',
      email: 'd@example.test',
    });
    const E = await startPlan(app, cE!.id, {
      amount: 12,
      frequency: 'monthly',
      card: '4000 0000 0000 0069',
      email: 'e@example.test',
    });
    const E2 = await startPlan(app, cE2!.id, {
      amount: 11,
      frequency: 'monthly',
      card: '4000 0000 0000 0069',
      email: 'e2@example.test',
    });
    const G = await startPlan(app, cG!.id, {
      amount: 30,
      frequency: 'monthly',
      email: 'g@example.test',
    });
    const H = await startPlan(app, cH!.id, { amount: 8, frequency: 'monthly' }, donor.token);
    const I = await startPlan(app, cI!.id, {
      amount: 9,
      frequency: 'monthly',
      email: 'i@example.test',
    });
    const J = await startPlan(app, cJ!.id, {
      amount: 7,
      frequency: 'monthly',
      email: 'j@example.test',
    });
    const K = await startPlan(app, cK!.id, {
      amount: 5,
      frequency: 'monthly',
      email: 'k@example.test',
      extra: { tax_receipt: true, address: '3 rue du Chêne', postal_code: '69001', city: 'Lyon' },
    });
    expect(A.nextChargeOn).toBe(monthDay(1));
    expect(B.nextChargeOn).toBe(yearDay(1));
    await ctx.drainJobs();
    // The first receipt carries the control link; the plan is active from its first payment.
    expect((await planRow(db, A.planId)).status).toBe('active');
    expect(lastControlToken(ctx.mail.outbox, 'a@example.test')).toBeTruthy();

    // The plan is in the donor's area.
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/donor/plans',
      headers: { authorization: `Bearer ${donor.token}` },
    });
    expect(mine.json().data.map((plan: { id: string }) => plan.id)).toEqual([H.planId]);

    const actions = new Map<string, () => Promise<void>>();
    const on = (day: string, action: () => Promise<void>) => {
      const previous = actions.get(day);
      actions.set(day, async () => {
        await previous?.();
        await action();
      });
    };
    let refundedCents = 0;
    // A: a manager... no: support refunds one charge; the plan and its other charges go on.
    on(addDays(monthDay(3), 1), async () => {
      const admin = await createUserWithToken(ctx, { role: 'super_admin' });
      const charge = (await chargesOf(db, A.planId)).find(
        (c) => c.period === monthDay(3).slice(0, 7),
      )!;
      const refunded = await post(
        `/admin/donations/${charge.donationId}/refund`,
        { reason: 'Erreur de montant signalée' },
        admin.token,
      );
      expect(refunded.statusCode).toBe(200);
      refundedCents += 2000;
    });
    // G: the amount changes by the link of its last receipt, from the next charge on.
    on(addDays(monthDay(2), 1), async () => {
      const control = await openLink('g@example.test');
      const changed = await post(`/recurring/plans/${G.planId}/amount`, {
        control_token: control,
        amount: 45,
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().data.amount).toBe(45);
    });
    // H: paused by the signed-in donor, resumed three months later.
    on(addDays(monthDay(2), 1), async () => {
      const paused = await post(`/recurring/plans/${H.planId}/pause`, {}, donor.token);
      expect(paused.json().data).toMatchObject({ status: 'paused', next_charge_on: null });
    });
    on(addDays(monthDay(5), 1), async () => {
      const resumed = await post(`/recurring/plans/${H.planId}/resume`, {}, donor.token);
      expect(resumed.json().data).toMatchObject({ status: 'active', next_charge_on: monthDay(6) });
    });
    // I: stopped by the link of a receipt.
    on(addDays(monthDay(4), 1), async () => {
      const control = await openLink('i@example.test');
      const stopped = await post(`/recurring/plans/${I.planId}/stop`, { control_token: control });
      expect(stopped.json().data).toMatchObject({ status: 'stopped', stop_reason: 'donor' });
    });
    // J: stopped by the manager; the donor is told.
    on(addDays(monthDay(6), 1), async () => {
      const stopped = await post(
        `/dashboard/recurring/${J.planId}/stop`,
        { reason: 'Campagne réorganisée' },
        manager.token,
      );
      expect(stopped.statusCode).toBe(200);
      expect(stopped.json().data.stop_reason).toBe('manager');
    });
    // E: reminded a month before the charge its card will not cover; the donor saves a new card.
    const reminderDay = addDays(monthDay(3), -30);
    on(addDays(reminderDay, 1), async () => {
      expect(
        ctx.mail.outbox.some((m) => m.to === 'e@example.test' && /expire/.test(m.subject)),
      ).toBe(true);
      const control = await openLink('e@example.test');
      const opened = await post(`/recurring/plans/${E.planId}/card`, {
        control_token: control,
        origin_url: 'http://localhost:3000',
        return_path: '/dons-reguliers/gerer',
      });
      expect(opened.statusCode).toBe(200);
      const saved = await submitCard(app, opened.json().data.checkout_url, '4242 4242 4242 4242');
      expect(saved.statusCode).toBe(303);
      expect(saved.headers.location).toBe(
        'http://localhost:3000/dons-reguliers/gerer?carte=enregistree',
      );
      expect((await planRow(db, E.planId)).cardLast4).toBe('4242');
      void checkoutPath;
    });

    for (let day = addDays(start, 1); day <= end; day = addDays(day, 1)) {
      setClock(app, day);
      await actions.get(day)?.();
      await runDay(app);
      await ctx.drainJobs();
    }

    const cents = (n: number, each: number) => Array.from({ length: n }, () => each);
    expect(await paidChargeCents(db, A.planId)).toEqual(cents(15, 2000));
    expect(await paidChargeCents(db, B.planId)).toEqual(cents(2, 12000));
    expect(await paidChargeCents(db, C.planId)).toEqual(cents(15, 1000));
    expect(await paidChargeCents(db, D.planId)).toEqual([1500]);
    expect(await paidChargeCents(db, E.planId)).toEqual(cents(15, 1200));
    expect(await paidChargeCents(db, E2.planId)).toEqual(cents(3, 1100));
    expect(await paidChargeCents(db, G.planId)).toEqual([...cents(3, 3000), ...cents(12, 4500)]);
    expect(await paidChargeCents(db, H.planId)).toEqual(cents(12, 800));
    expect(await paidChargeCents(db, I.planId)).toEqual(cents(5, 900));
    expect(await paidChargeCents(db, J.planId)).toEqual(cents(7, 700));
    expect(await paidChargeCents(db, K.planId)).toEqual(cents(15, 500));

    // C: its first later charge declined once, then paid at its retry three days later.
    const [, cFirst] = await chargesOf(db, C.planId);
    expect(cFirst).toMatchObject({ status: 'paid', tries: 2, paidOn: addDays(monthDay(1), 3) });
    // D: four tries over two weeks, then the plan paused and both sides told.
    const dCharges = await chargesOf(db, D.planId);
    expect(dCharges[1]).toMatchObject({ status: 'failed', tries: 4, declineCode: 'card_declined' });
    expect(await planRow(db, D.planId)).toMatchObject({
      status: 'paused',
      pauseReason: 'declines',
    });
    const toD = ctx.mail.outbox.filter((m) => m.to === 'd@example.test');
    expect(toD.filter((m) => /n’a pas pu être prélevé/.test(m.subject))).toHaveLength(4);
    expect(toD.filter((m) => /suspendu/.test(m.subject))).toHaveLength(1);
    expect(toD.find((m) => /n’a pas pu être prélevé/.test(m.subject))!.text).toMatch(
      /Motif : Votre banque a refusé le paiement\./,
    );
    expect(
      ctx.mail.outbox.some(
        (m) => m.to === 'contact@amis-arbres.test' && /est suspendu/.test(m.subject),
      ),
    ).toBe(true);
    // E2: expired card, declined as such, paused after its tries.
    expect((await chargesOf(db, E2.planId))[3]).toMatchObject({
      status: 'failed',
      declineCode: 'expired_card',
    });
    // J's donor was told by email.
    expect(
      ctx.mail.outbox.some(
        (m) =>
          m.to === 'j@example.test' &&
          /est arrêté/.test(m.subject) &&
          /Campagne réorganisée/.test(m.text),
      ),
    ).toBe(true);

    // The ledger and the totals, to the cent: every paid charge is one ledger payment.
    const expected: [string, number, number][] = [
      [cA!.id, 15 * 2000, 15],
      [cB!.id, 2 * 12000, 2],
      [cC!.id, 15 * 1000, 15],
      [cD!.id, 1500, 1],
      [cE!.id, 15 * 1200, 15],
      [cE2!.id, 3 * 1100, 3],
      [cG!.id, 3 * 3000 + 12 * 4500, 15],
      [cH!.id, 12 * 800, 12],
      [cI!.id, 5 * 900, 5],
      [cJ!.id, 7 * 700, 7],
      [cK!.id, 15 * 500, 15],
    ];
    for (const [campaignId, total, entries] of expected) {
      expect(await ledgerPayments(db, campaignId)).toEqual({ cents: total, entries });
      const refunds = campaignId === cA!.id ? refundedCents : 0;
      expect((await campaignTotals(db, campaignId)).raisedCents).toBe(total - refunds);
    }
    expect(await duplicatePeriods(db)).toBe(0);
    // The refund touched one charge only: A is active and its other 14 donations paid.
    expect((await planRow(db, A.planId)).status).toBe('active');
    const aStatuses = await db.execute(
      sql`select d.payment_status, count(*)::int as n from plan_charges c join donations d on d.id = c.donation_id where c.plan_id = ${A.planId} group by 1 order by 1`,
    );
    expect((aStatuses as unknown as { rows: unknown[] }).rows).toEqual([
      { payment_status: 'paid', n: 14 },
      { payment_status: 'refunded', n: 1 },
    ]);

    // Settlement: the charges are ordinary paid donations of a continuous campaign, paid out
    // monthly with the same fees as any gift (G: never refunded).
    await app.payments.settle(new Date(Date.now() + 40 * 86_400_000));
    const gCharges = [
      ...Array.from({ length: 3 }, () => 3000),
      ...Array.from({ length: 12 }, () => 4500),
    ];
    const gFees = gCharges.reduce((sum, c) => {
      const fees = donationFees(c);
      return sum + fees.commissionCents + fees.processingFeeCents;
    }, 0);
    const [gPayouts] = rowsOf<{ gross: string; net: string }>(
      await db.execute(sql`select coalesce(sum(gross_cents), 0) as gross, coalesce(sum(net_cents), 0) as net
        from payouts where campaign_id = ${cG!.id}`),
    );
    expect(Number(gPayouts!.gross)).toBe(63000);
    expect(Number(gPayouts!.net)).toBe(63000 - gFees);

    // K: one cumulative reçu fiscal per calendar year, none per charge.
    const receipts = await db
      .select()
      .from(taxReceipts)
      .where(eq(taxReceipts.associationId, cK!.associationId))
      .orderBy(taxReceipts.year);
    const days = Array.from({ length: 15 }, (_, m) => monthDay(m));
    const firstYear = Number(start.slice(0, 4));
    const byYear = (year: number) =>
      days.filter((d) => Number(d.slice(0, 4)) === year).length * 500;
    // The years closed during the walk (their January came): one receipt each, the first of
    // the association's sequence for that year.
    const closedYears = [firstYear, firstYear + 1].filter((year) => `${year + 1}-01-01` <= end);
    expect(closedYears.length).toBeGreaterThan(0);
    expect(receipts.map((r) => [r.year, r.amountCents, r.number])).toEqual(
      closedYears.map((year) => [year, byYear(year), `${year}-000001`]),
    );
    expect(receipts.every((r) => r.emailedAt !== null)).toBe(true);

    // A charge of a closed year refunded after its cumulative receipt: that receipt is
    // cancelled and a corrected one issued with the next number, then delivered; the same for
    // the charge the receipt stands on. Other charges and the plan are untouched.
    const year = closedYears.at(-1)!;
    const yearCharges = (await chargesOf(db, K.planId)).filter(
      (c) => c.status === 'paid' && c.paidOn!.startsWith(String(year)),
    );
    expect(yearCharges.length).toBeGreaterThan(1);
    const support = await createUserWithToken(ctx, { role: 'super_admin' });
    const refundCharge = async (donationId: string) => {
      const refunded = await post(
        `/admin/donations/${donationId}/refund`,
        { reason: 'Don fait par erreur' },
        support.token,
      );
      expect(refunded.statusCode).toBe(200);
    };
    const yearReceipts = async () =>
      (
        await db
          .select()
          .from(taxReceipts)
          .where(eq(taxReceipts.associationId, cK!.associationId))
          .orderBy(taxReceipts.sequence)
      ).filter((r) => r.year === year);
    await refundCharge(yearCharges[0]!.donationId!);
    await refundCharge(yearCharges.at(-1)!.donationId!);
    await runDay(app);
    await ctx.drainJobs();
    const corrected = await yearReceipts();
    const fullYear = yearCharges.length * 500;
    expect(corrected.map((r) => [r.number, r.amountCents, r.status])).toEqual([
      [`${year}-000001`, fullYear, 'cancelled'],
      [`${year}-000002`, fullYear - 500, 'cancelled'],
      [`${year}-000003`, fullYear - 1000, 'issued'],
    ]);
    expect(corrected[2]!.emailedAt).not.toBeNull();
    expect((await planRow(db, K.planId)).status).toBe('active');
  });
});
