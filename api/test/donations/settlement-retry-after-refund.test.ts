import { eq } from 'drizzle-orm';
import { associationDebts, ledgerEntries, payouts } from '../../src/db/schema';
import { checkLedger } from '../../src/services/ledger/check-ledger';
import {
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

const WEBHOOK_SECRET = 'whsec_retry_after_refund';
const DAY = 86_400_000;

/**
 * Issue 26, item 9 (the audit's case): a campaign's transfer fails, one of its donations is
 * refunded, and the retry paid the net fixed at the failure (63,97 €) where 27,38 € was due,
 * while a debt of 36,59 € was also written against money that never left.
 */
describe('a failed transfer retried after a refund', () => {
  let stripe: StripeStandIn;
  let ctx: DonationTestContext;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    ctx = await createDonationContext({ config: stripeConfig(stripe, WEBHOOK_SECRET) });
  });
  afterAll(async () => {
    await ctx.close();
    await stripe.close();
  });

  const webhook = (type: string, object: unknown) =>
    sendStripeEvent(ctx.api, WEBHOOK_SECRET, type, object);

  async function donateAndPay(campaignId: string, amount: number) {
    const response = await postDonation(ctx.api, donationBody(campaignId, { amount }));
    const session = stripe.pay(response.json().data.session_id);
    expect((await webhook('checkout.session.completed', session)).statusCode).toBe(200);
    return session;
  }

  async function refundAtStripe(paymentIntent: string, refundId: string) {
    const response = await webhook('charge.refunded', {
      id: `ch_${refundId}`,
      object: 'charge',
      payment_intent: paymentIntent,
      refunded: true,
      refunds: { data: [{ id: refundId }] },
    });
    expect(response.statusCode).toBe(200);
  }

  it('pays what is still due, recomputed at the retry, and records a debt only for money that left', async () => {
    const admin = await createUserWithToken(ctx, { role: 'super_admin' });
    const campaign = await createCampaign(ctx.db, {
      targetCents: 5000,
      endDate: new Date(Date.now() + DAY),
      title: 'Un toit pour l’hiver',
    });
    const forty = await donateAndPay(campaign.id, 40);
    const thirty = await donateAndPay(campaign.id, 30);
    const asOf = new Date(Date.now() + 2 * DAY);
    const listPayouts = async () => {
      const response = await ctx.api.inject({
        method: 'GET',
        url: '/api/admin/payouts',
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(response.statusCode).toBe(200);
      return response.json().data;
    };

    // The transfer fails: no Stripe Connect account yet. Nothing has left.
    const first = await ctx.api.payments.settle(asOf);
    expect(first.transfers).toEqual([]);
    let list = await listPayouts();
    const failed = list.payouts.find((p: { campaign_id: string }) => p.campaign_id === campaign.id);
    expect(failed).toMatchObject({ status: 'failed', gross: 70, net: 63.97 });

    // The 40 € donation is refunded at Stripe while the transfer waits: it never reached the
    // association, so it owes nothing for it.
    await refundAtStripe(forty.payment_intent!, 're_forty');
    list = await listPayouts();
    expect(list.debts).toEqual([]);
    expect(list.totals.owed).toBe(0);

    const account = await ctx.api.inject({
      method: 'PUT',
      url: `/api/admin/associations/${campaign.associationId}/payout-account`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { stripe_account_id: 'acct_1Retry' },
    });
    expect(account.statusCode).toBe(200);

    // The retry pays the 30 € donation's net only: 30,00 - 1,50 commission - 1,12 fees = 27,38 €.
    const second = await ctx.api.payments.settle(asOf);
    expect(second.transfers).toEqual([
      { campaignId: campaign.id, periodKey: 'final', netCents: 2738 },
    ]);
    const transfers = stripe.requests.filter((request) => request.path === '/v1/transfers');
    expect(transfers).toHaveLength(1);
    expect(transfers[0]!.form).toMatchObject({ amount: '2738', destination: 'acct_1Retry' });

    list = await listPayouts();
    const paid = list.payouts.find((p: { campaign_id: string }) => p.campaign_id === campaign.id);
    expect(paid).toMatchObject({
      id: failed.id,
      status: 'completed',
      donation_count: 1,
      gross: 30,
      commission: 1.5,
      processing_fees: 1.12,
      net: 27.38,
      recovered: 0,
      failure_reason: null,
    });
    expect(list.debts).toEqual([]);
    const entries = await ctx.db
      .select({ kind: ledgerEntries.kind, amountCents: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.payoutId, failed.id));
    expect(entries.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: 'commission', amountCents: 150 },
      { kind: 'fee', amountCents: 112 },
      { kind: 'transfer', amountCents: 2738 },
    ]);
    const check = await ctx.api.inject({
      method: 'GET',
      url: '/api/admin/ledger/check',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(check.json().data).toMatchObject({ mismatches: [] });

    // Refunded now, after the transfer: that money did leave, so the association owes its net.
    await refundAtStripe(thirty.payment_intent!, 're_thirty');
    list = await listPayouts();
    expect(list.totals.owed).toBe(27.38);
    expect(
      await ctx.db
        .select({ amountCents: associationDebts.amountCents })
        .from(associationDebts)
        .where(eq(associationDebts.campaignId, campaign.id)),
    ).toEqual([{ amountCents: 2738 }]);
  }, 60_000);

  async function transferPayout(campaignId: string) {
    const [payout] = await ctx.db.select().from(payouts).where(eq(payouts.campaignId, campaignId));
    return payout!;
  }

  async function reachedCampaignWithAccount(title: string) {
    const admin = await createUserWithToken(ctx, { role: 'super_admin' });
    const campaign = await createCampaign(ctx.db, {
      targetCents: 5000,
      endDate: new Date(Date.now() + DAY),
      title,
    });
    const account = await ctx.api.inject({
      method: 'PUT',
      url: `/api/admin/associations/${campaign.associationId}/payout-account`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { stripe_account_id: 'acct_1Retry' },
    });
    expect(account.statusCode).toBe(200);
    return campaign;
  }

  const transfersOf = (payoutId: string) =>
    stripe.requests.filter(
      (request) =>
        request.path === '/v1/transfers' &&
        request.idempotencyKey?.startsWith(`payout-${payoutId}`),
    );

  it('replays a transfer whose outcome is unknown as it was (same amount, same key), and then the refund is a debt', async () => {
    const campaign = await reachedCampaignWithAccount('Réponse perdue');
    const forty = await donateAndPay(campaign.id, 40);
    await donateAndPay(campaign.id, 30);
    const asOf = new Date(Date.now() + 2 * DAY);

    // Stripe answers 500: the transfer may have been made.
    stripe.transferFailure = { status: 500, type: 'api_error', message: 'Stand-in outage' };
    await ctx.api.payments.settle(asOf);
    const inDoubt = await transferPayout(campaign.id);
    expect(inDoubt).toMatchObject({ status: 'failed', attemptCents: 6397 });
    await refundAtStripe(forty.payment_intent!, 're_forty_doubt');
    expect(
      await ctx.db.$count(associationDebts, eq(associationDebts.campaignId, campaign.id)),
    ).toBe(0);

    stripe.transferFailure = undefined;
    const report = await ctx.api.payments.settle(asOf);
    expect(report.transfers).toEqual([
      { campaignId: campaign.id, periodKey: 'final', netCents: 6397 },
    ]);
    const calls = transfersOf(inDoubt.id);
    expect(new Set(calls.map((call) => `${call.idempotencyKey} ${call.form.amount}`))).toEqual(
      new Set([`payout-${inDoubt.id} 6397`]),
    );
    // 63,97 € left, the 40 € gift's share with it: the association owes it back.
    expect(
      await ctx.db
        .select({ amountCents: associationDebts.amountCents })
        .from(associationDebts)
        .where(eq(associationDebts.campaignId, campaign.id)),
    ).toEqual([{ amountCents: 3659 }]);
    expect((await checkLedger(ctx.db)).mismatches).toEqual([]);
  }, 60_000);

  it('computes again, under a new key, a transfer Stripe refused', async () => {
    const campaign = await reachedCampaignWithAccount('Virement refusé');
    const forty = await donateAndPay(campaign.id, 40);
    await donateAndPay(campaign.id, 30);
    const asOf = new Date(Date.now() + 2 * DAY);

    stripe.transferFailure = {
      status: 400,
      type: 'invalid_request_error',
      message: 'Insufficient funds in Stripe account',
    };
    await ctx.api.payments.settle(asOf);
    const refused = await transferPayout(campaign.id);
    expect(refused).toMatchObject({ status: 'failed', attemptCents: null, attempts: 1 });
    await refundAtStripe(forty.payment_intent!, 're_forty_refused');

    stripe.transferFailure = undefined;
    const report = await ctx.api.payments.settle(asOf);
    expect(report.transfers).toEqual([
      { campaignId: campaign.id, periodKey: 'final', netCents: 2738 },
    ]);
    expect(transfersOf(refused.id).map((call) => [call.idempotencyKey, call.form.amount])).toEqual([
      [`payout-${refused.id}`, '6397'],
      [`payout-${refused.id}-2`, '2738'],
    ]);
    expect(
      await ctx.db.$count(associationDebts, eq(associationDebts.campaignId, campaign.id)),
    ).toBe(0);
    expect((await checkLedger(ctx.db)).mismatches).toEqual([]);
  }, 60_000);
});
