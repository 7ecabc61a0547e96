import { eq } from 'drizzle-orm';
import { donations, ledgerEntries, payouts } from '../../src/db/schema';
import { checkLedger } from '../../src/services/ledger/check-ledger';
import {
  campaignTotals,
  createCampaign,
  createDonationContext,
  createUserWithToken,
  donationBody,
  postDonation,
  type DonationTestContext,
} from './helpers';
import {
  sendStripeEvent,
  startStripeStandIn,
  type StripeStandIn,
  stripeConfig,
} from './stripe-stand-in';

const WEBHOOK_SECRET = 'whsec_settlement_stand_in';
const DAY = 86_400_000;

describe('settlement through Stripe (local stand-in)', () => {
  let stripe: StripeStandIn;
  let ctx: DonationTestContext;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    ctx = await createDonationContext({
      config: stripeConfig(stripe, WEBHOOK_SECRET),
    });
  });
  afterAll(async () => {
    await ctx.close();
    await stripe.close();
  });

  const webhook = (type: string, object: unknown) =>
    sendStripeEvent(ctx.api, WEBHOOK_SECRET, type, object);

  async function donateAndPay(campaignId: string, amount: number, email: string) {
    const response = await postDonation(
      ctx.api,
      donationBody(campaignId, { amount, donor_email: email }),
    );
    const session = stripe.pay(response.json().data.session_id);
    expect((await webhook('checkout.session.completed', session)).statusCode).toBe(200);
    return session;
  }

  it('transfers to the association\u2019s Connect account once it is set, with an idempotency key', async () => {
    const campaign = await createCampaign(ctx.db, {
      targetCents: 2000,
      endDate: new Date(Date.now() + DAY),
    });
    await donateAndPay(campaign.id, 25, 'a@example.test');
    const asOf = new Date(Date.now() + 2 * DAY);

    const first = await ctx.api.payments.settle(asOf);
    expect(first.failures).toContainEqual({
      campaignId: campaign.id,
      reason: "Aucun compte Stripe Connect n'est enregistré pour cette association.",
    });
    const [failed] = await ctx.db.select().from(payouts).where(eq(payouts.campaignId, campaign.id));
    expect(failed).toMatchObject({
      status: 'failed',
      failureReason: "Aucun compte Stripe Connect n'est enregistré pour cette association.",
    });
    expect((await campaignTotals(ctx.db, campaign.id)).status).toBe('active');

    const admin = await createUserWithToken(ctx, { role: 'super_admin' });
    const bad = await ctx.api.inject({
      method: 'PUT',
      url: `/api/admin/associations/${campaign.associationId}/payout-account`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { stripe_account_id: 'not-an-account' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toEqual([
      { path: 'stripe_account_id', message: 'Identifiant de compte Stripe invalide (acct_...)' },
    ]);
    const set = await ctx.api.inject({
      method: 'PUT',
      url: `/api/admin/associations/${campaign.associationId}/payout-account`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { stripe_account_id: 'acct_1Association' },
    });
    expect(set.statusCode).toBe(200);

    const second = await ctx.api.payments.settle(asOf);
    // 25,00 €: commission 1,25, fees 0,725 -> 0,73 + 0,25 = 0,98, net 22,77
    expect(second.transfers).toContainEqual({
      campaignId: campaign.id,
      periodKey: 'final',
      netCents: 2277,
    });
    const transfer = stripe.requests.filter((request) => request.path === '/v1/transfers');
    expect(transfer).toHaveLength(1);
    expect(transfer[0]).toMatchObject({
      form: expect.objectContaining({
        amount: '2277',
        currency: 'eur',
        destination: 'acct_1Association',
      }),
      idempotencyKey: `payout-${failed!.id}`,
    });
    expect((await campaignTotals(ctx.db, campaign.id)).status).toBe('completed');
  });

  it('refunds a missed goal through Stripe once, even when charge.refunded arrives too, and tells each donor once', async () => {
    const campaign = await createCampaign(ctx.db, {
      targetCents: 100_000,
      endDate: new Date(Date.now() + DAY),
      title: 'Objectif lointain',
    });
    const paid = await donateAndPay(campaign.id, 15, 'b@example.test');
    await ctx.api.payments.settle(new Date(Date.now() + 2 * DAY));

    const refundCalls = stripe.requests.filter(
      (request) =>
        request.path === '/v1/refunds' && request.form.payment_intent === paid.payment_intent,
    );
    expect(refundCalls).toHaveLength(1);
    const [donation] = await ctx.db
      .select()
      .from(donations)
      .where(eq(donations.providerSessionId, paid.id));
    expect(refundCalls[0]).toMatchObject({
      form: expect.objectContaining({ amount: '1500' }),
      idempotencyKey: `refund-${donation!.id}`,
    });

    // Stripe then reports the refund it made.
    const refund = stripe.refunds.find(
      (candidate) => candidate.payment_intent === paid.payment_intent,
    )!;
    await webhook('charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      payment_intent: paid.payment_intent,
      refunded: true,
      refunds: { data: [{ id: refund.id }] },
    });
    await ctx.api.payments.settle(new Date(Date.now() + 2 * DAY));

    expect(await ctx.db.$count(ledgerEntries, eq(ledgerEntries.donationId, donation!.id))).toBe(2); // payment + refund
    expect(await campaignTotals(ctx.db, campaign.id)).toEqual({
      raisedCents: 0,
      backers: 0,
      status: 'completed',
    });
    await ctx.drainJobs();
    const notices = ctx.mail.outbox.filter(
      (mail) => mail.subject === 'Remboursement de votre don à « Objectif lointain »',
    );
    expect(notices.map((mail) => mail.to)).toEqual(['b@example.test']);
    expect((await checkLedger(ctx.db)).ok).toBe(true);
  });

  it('when the refund webhook beats the settlement, the refund still counts once and the donor hears once', async () => {
    const campaign = await createCampaign(ctx.db, {
      targetCents: 100_000,
      endDate: new Date(Date.now() + DAY),
      title: 'Course au webhook',
    });
    const paid = await donateAndPay(campaign.id, 9.99, 'c@example.test');
    stripe.beforeRefundReply = async (refund) => {
      await webhook('charge.refunded', {
        id: 'ch_2',
        object: 'charge',
        payment_intent: refund.payment_intent,
        refunded: true,
        refunds: { data: [{ id: refund.id }] },
      });
    };
    try {
      const report = await ctx.api.payments.settle(new Date(Date.now() + 2 * DAY));
      expect(report.completedCampaigns).toContain(campaign.id);
    } finally {
      stripe.beforeRefundReply = undefined;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const [donation] = await ctx.db
      .select()
      .from(donations)
      .where(eq(donations.providerSessionId, paid.id));
    expect(donation!.paymentStatus).toBe('refunded');
    expect(await ctx.db.$count(ledgerEntries, eq(ledgerEntries.donationId, donation!.id))).toBe(2);
    await ctx.drainJobs();
    const notices = ctx.mail.outbox.filter(
      (mail) => mail.subject === 'Remboursement de votre don à « Course au webhook »',
    );
    expect(notices.map((mail) => mail.to)).toEqual(['c@example.test']);
  });
});
