import { sql } from 'drizzle-orm';
import { chargeDayOfPeriod } from 'shared-contracts/src/recurring/recurring.rules';
import { rowsOf } from '../../src/lib/sql-rows';
import {
  createCampaign,
  createDonationContext,
  donationBody,
  postDonation,
  type DonationTestContext,
} from '../donations/helpers';
import {
  sendStripeEvent,
  startStripeStandIn,
  stripeConfig,
  type StripeStandIn,
} from '../donations/stripe-stand-in';
import {
  addDays,
  chargesOf,
  lastControlToken,
  ledgerPayments,
  planRow,
  realToday,
  runDay,
  setClock,
} from './helpers';

jest.setTimeout(120_000);
const WEBHOOK_SECRET = 'whsec_recurring_stand_in';

/*
 * Issue 29 on the Stripe adapter, against the local stand-in of the Stripe API: the first
 * charge is a Checkout in payment mode that keeps the card (setup_future_usage off_session, a
 * customer; not Stripe Billing), later charges are off-session PaymentIntents under the key of
 * their plan, period and try; a card change is a Checkout in setup mode.
 */
describe('dons réguliers on the Stripe adapter', () => {
  let stripe: StripeStandIn;
  let ctx: DonationTestContext;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    ctx = await createDonationContext({ config: stripeConfig(stripe, WEBHOOK_SECRET) });
  });
  afterAll(async () => {
    await ctx?.close();
    await stripe?.close();
  });

  it('saves the card at checkout, charges off-session once per key, and changes the card', async () => {
    const today = realToday();
    const monthDay = (m: number) => chargeDayOfPeriod(today, 'monthly', m);
    setClock(ctx.app, today);
    const campaign = await createCampaign(ctx.db);
    const email = 'stripe.donatrice@example.test';
    const created = await postDonation(
      ctx.app,
      donationBody(campaign.id, {
        amount: 20,
        frequency: 'monthly',
        recurring_consent: true,
        donor_email: email,
      }),
    );
    expect(created.statusCode).toBe(201);
    const { session_id: sessionId, plan } = created.json().data;
    const checkout = stripe.requests.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(checkout.form).toMatchObject({
      mode: 'payment',
      customer_creation: 'always',
      'payment_intent_data[setup_future_usage]': 'off_session',
    });

    stripe.completeWithCard(sessionId, 'decline_once', '4444');
    const completed = await sendStripeEvent(
      ctx.app,
      WEBHOOK_SECRET,
      'checkout.session.completed',
      stripe.sessions.get(sessionId),
    );
    expect(completed.statusCode).toBe(200);
    const started = await planRow(ctx.db, plan.id);
    expect(started).toMatchObject({
      status: 'active',
      cardLast4: '4444',
      nextChargeOn: monthDay(1),
    });
    expect(started.paymentMethodRef).toMatch(/^pm_/);
    expect(started.customerRef).toMatch(/^cus_/);

    // Month 1: declined once (insufficient funds), paid at the retry three days later.
    setClock(ctx.app, monthDay(1));
    await runDay(ctx.app);
    setClock(ctx.app, addDays(monthDay(1), 3));
    await runDay(ctx.app);
    const period1 = monthDay(1).slice(0, 7);
    const keys = (period: string) =>
      stripe.requests
        .filter((r) => r.path === '/v1/payment_intents')
        .map((r) => r.idempotencyKey)
        .filter((key) => key?.includes(`-${period}-`));
    expect(keys(period1)).toEqual([`plan-${plan.id}-${period1}-1`, `plan-${plan.id}-${period1}-2`]);
    const first = stripe.paymentIntents.at(-1)!;
    expect(first).toMatchObject({
      amount: 2000,
      off_session: true,
      customer: started.customerRef,
      payment_method: started.paymentMethodRef,
    });
    const [, charge1] = await chargesOf(ctx.db, plan.id);
    expect(charge1).toMatchObject({ status: 'paid', tries: 2, paymentReference: first.id });

    // Month 2: Stripe does not answer; the charge waits with its key, the next run replays it.
    setClock(ctx.app, monthDay(2));
    stripe.failPaymentIntents = true;
    await runDay(ctx.app);
    const period2 = monthDay(2).slice(0, 7);
    expect((await chargesOf(ctx.db, plan.id))[2]).toMatchObject({
      status: 'charging',
      tries: 1,
      donationId: null,
    });
    stripe.failPaymentIntents = false;
    setClock(ctx.app, addDays(monthDay(2), 1));
    await runDay(ctx.app);
    expect(new Set(keys(period2))).toEqual(new Set([`plan-${plan.id}-${period2}-1`]));
    expect((await chargesOf(ctx.db, plan.id))[2]).toMatchObject({ status: 'paid', tries: 1 });
    expect(
      stripe.paymentIntents.filter((pi) => pi.idempotencyKey?.includes(`-${period2}-`)),
    ).toHaveLength(1);

    // The card changes through Checkout in setup mode, from the receipt's link.
    await ctx.drainJobs();
    const opened = await ctx.app.inject({
      method: 'POST',
      url: '/api/recurring/link/open',
      payload: { token: lastControlToken(ctx.mail.outbox, email) },
    });
    const control = opened.json().data.control_token;
    const change = await ctx.app.inject({
      method: 'POST',
      url: `/api/recurring/plans/${plan.id}/card`,
      payload: {
        control_token: control,
        origin_url: 'http://localhost:3000',
        return_path: '/dons-reguliers/gerer',
      },
    });
    expect(change.statusCode).toBe(200);
    const setup = [...stripe.sessions.values()].find((s) => s.mode === 'setup')!;
    expect(setup).toMatchObject({
      customer: started.customerRef,
      client_reference_id: plan.id,
      success_url: 'http://localhost:3000/dons-reguliers/gerer?carte=enregistree',
    });
    stripe.completeWithCard(setup.id, 'pay', '1881');
    await sendStripeEvent(ctx.app, WEBHOOK_SECRET, 'checkout.session.completed', setup);
    expect((await planRow(ctx.db, plan.id)).cardLast4).toBe('1881');
    setClock(ctx.app, monthDay(3));
    await runDay(ctx.app);
    expect(stripe.paymentIntents.at(-1)!.payment_method).toBe(
      (await planRow(ctx.db, plan.id)).paymentMethodRef,
    );

    // A dispute of one charge concerns that charge's donation alone: the plan goes on.
    const disputedIntent = stripe.paymentIntents[0]!.id;
    const disputed = await sendStripeEvent(ctx.app, WEBHOOK_SECRET, 'charge.dispute.created', {
      id: 'dp_plan_1',
      object: 'dispute',
      amount: 2000,
      currency: 'eur',
      charge: `ch_${disputedIntent}`,
      payment_intent: disputedIntent,
      reason: 'fraudulent',
      status: 'needs_response',
      balance_transactions: [],
    });
    expect(disputed.statusCode).toBe(200);
    const disputes = rowsOf<{ reference: string }>(
      await ctx.db.execute(sql`select d.payment_reference as reference from donation_disputes x
        join donations d on d.id = x.donation_id`),
    );
    expect(disputes).toEqual([{ reference: disputedIntent }]);
    expect((await planRow(ctx.db, plan.id)).status).toBe('active');

    // Four paid charges (the checkout and three off-session), each once in the ledger.
    expect(await ledgerPayments(ctx.db, campaign.id)).toEqual({ cents: 8000, entries: 4 });
    const [refs] = rowsOf<{ n: string }>(
      await ctx.db.execute(sql`
      select count(distinct reference) as n from ledger_entries where kind = 'payment' and campaign_id = ${campaign.id}`),
    );
    expect(Number(refs!.n)).toBe(4);

    // Month 4: Stripe does not answer, then the donor stops the plan before the next run: the
    // run asks Stripe what it did with the key (the customer's PaymentIntents) and sends nothing.
    setClock(ctx.app, monthDay(4));
    stripe.failPaymentIntents = true;
    await runDay(ctx.app);
    stripe.failPaymentIntents = false;
    const intentsBefore = stripe.paymentIntents.length;
    await ctx.db.execute(
      sql`update recurring_plans set status = 'stopped', stop_reason = 'donor', stopped_at = now() where id = ${plan.id}`,
    );
    setClock(ctx.app, addDays(monthDay(4), 1));
    await runDay(ctx.app);
    expect(stripe.paymentIntents.length).toBe(intentsBefore);
    expect((await chargesOf(ctx.db, plan.id))[4]).toMatchObject({ status: 'skipped' });
    expect(
      stripe.requests.some((r) => r.method === 'GET' && r.path === '/v1/payment_intents'),
    ).toBe(true);
    expect(await ledgerPayments(ctx.db, campaign.id)).toEqual({ cents: 8000, entries: 4 });
  });
});
