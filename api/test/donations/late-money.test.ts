import { eq } from 'drizzle-orm';
import { campaigns, donations, payouts } from '../../src/db/schema';
import { createUser } from '../helpers/fixtures';
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

const WEBHOOK_SECRET = 'whsec_late_money';
const DAY = 86_400_000;

/** Issue 8, items 3 to 6: money that arrives or leaves after a payout is never stranded. */
describe('late money through Stripe (local stand-in)', () => {
  let stripe: StripeStandIn;
  let ctx: DonationTestContext;
  let admin: { token: string };

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    ctx = await createDonationContext({ config: stripeConfig(stripe, WEBHOOK_SECRET) });
    admin = await createUserWithToken(ctx, { role: 'super_admin' });
  });
  afterAll(async () => {
    await ctx.close();
    await stripe.close();
  });

  async function webhook(type: string, object: unknown) {
    const response = await sendStripeEvent(ctx.api, WEBHOOK_SECRET, type, object);
    expect(response.statusCode).toBe(200);
  }

  const get = (url: string, token = admin.token) =>
    ctx.api.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  async function openCheckout(campaignId: string, amount: number): Promise<string> {
    const response = await postDonation(ctx.api, donationBody(campaignId, { amount }));
    return response.json().data.session_id;
  }

  async function donateAndPay(campaignId: string, amount: number) {
    const session = stripe.pay(await openCheckout(campaignId, amount));
    await webhook('checkout.session.completed', session);
    return session;
  }

  async function goalCampaign(targetCents: number) {
    const campaign = await createCampaign(ctx.db, {
      targetCents,
      endDate: new Date(Date.now() + DAY),
    });
    const set = await ctx.api.inject({
      method: 'PUT',
      url: `/api/admin/associations/${campaign.associationId}/payout-account`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { stripe_account_id: 'acct_1Late' },
    });
    expect(set.statusCode).toBe(200);
    return campaign;
  }

  const payoutsOf = (campaignId: string) =>
    ctx.db
      .select()
      .from(payouts)
      .where(eq(payouts.campaignId, campaignId))
      .orderBy(payouts.createdAt);
  const ledgerCheck = async () => (await get('/api/admin/ledger/check')).json().data;
  const afterEnd = () => new Date(Date.now() + 2 * DAY);

  it('item 3: a payment captured after a reached goal was paid out gets a complementary transfer', async () => {
    const campaign = await goalCampaign(2000);
    await donateAndPay(campaign.id, 25);
    // A donor's checkout expires, then Stripe reports the capture after all.
    const lateSession = await openCheckout(campaign.id, 10);
    await webhook('checkout.session.expired', stripe.expire(lateSession));
    await ctx.api.payments.settle(afterEnd());
    expect((await campaignTotals(ctx.db, campaign.id)).status).toBe('completed');

    await webhook('checkout.session.completed', stripe.pay(lateSession));
    // Item 5: the check sees money waiting on a completed campaign.
    expect(await ledgerCheck()).toEqual({
      ok: false,
      mismatches: [
        {
          scope: 'campaign',
          id: campaign.id,
          field: 'unsettled_paid',
          stored: 1000,
          from_ledger: 0,
        },
      ],
    });

    const report = await ctx.api.payments.settle(afterEnd());
    // 10,00 €: commission 0,50, fees 0,29 + 0,25 = 0,54 -> 8,96 €
    expect(report.transfers).toEqual([
      { campaignId: campaign.id, periodKey: 'late-1', netCents: 896 },
    ]);
    expect((await payoutsOf(campaign.id)).map((p) => [p.kind, p.periodKey, p.netCents])).toEqual([
      ['transfer', 'final', 2277],
      ['transfer', 'late-1', 896],
    ]);
    expect(await ledgerCheck()).toEqual({ ok: true, mismatches: [] });
    // Nothing is left: the completed campaign is not settled again.
    const again = await ctx.api.payments.settle(afterEnd());
    expect(again).toMatchObject({
      transfers: [],
      refunds: [],
      completedCampaigns: [],
      failures: [],
    });
  });

  it('item 3: a payment captured after a missed goal was refunded is refunded too', async () => {
    const campaign = await goalCampaign(100_000);
    await donateAndPay(campaign.id, 15);
    const lateSession = await openCheckout(campaign.id, 7);
    await webhook('checkout.session.expired', stripe.expire(lateSession));
    await ctx.api.payments.settle(afterEnd());
    const late = stripe.pay(lateSession);
    await webhook('checkout.session.completed', late);

    const report = await ctx.api.payments.settle(afterEnd());
    expect(report.refunds).toEqual([
      { campaignId: campaign.id, donationCount: 1, amountCents: 700 },
    ]);
    expect(stripe.refunds.filter((r) => r.payment_intent === late.payment_intent)).toHaveLength(1);
    expect(await campaignTotals(ctx.db, campaign.id)).toMatchObject({
      raisedCents: 0,
      status: 'completed',
    });
    expect(await ledgerCheck()).toEqual({ ok: true, mismatches: [] });
  });

  it('item 4: a refund after the transfer is owed by the association, shown to the admin and withheld from its next transfer', async () => {
    const first = await goalCampaign(1000);
    const paid = await donateAndPay(first.id, 30);
    await ctx.api.payments.settle(afterEnd());
    const [transfer] = await payoutsOf(first.id);
    expect(transfer).toMatchObject({ kind: 'transfer', status: 'completed', netCents: 2738 });

    const charge = {
      id: 'ch_after_transfer',
      object: 'charge',
      payment_intent: paid.payment_intent,
      refunded: true,
      amount: 3000,
      amount_refunded: 3000,
      refunds: { object: 'list', data: [{ id: 're_after_transfer' }] },
    };
    await webhook('charge.refunded', charge);
    await webhook('charge.refunded', charge);
    // 30,00 € less commission 1,50 and fees 0,87 + 0,25: what the association had received.
    const owed = (await get('/api/admin/payouts')).json().data;
    expect(owed.debts).toEqual([
      expect.objectContaining({
        association_id: first.associationId,
        campaign_id: first.id,
        amount: 27.38,
        recovered_by_payout_id: null,
      }),
    ]);
    expect(owed.totals.owed).toBe(27.38);
    expect(await ledgerCheck()).toEqual({ ok: true, mismatches: [] });

    // The association's next campaign: its transfer is net of the debt.
    const [next] = await ctx.db
      .insert(campaigns)
      .values({
        slug: `suite-${Date.now()}`,
        title: 'La suite',
        status: 'active',
        targetAmountCents: 1000,
        endDate: new Date(Date.now() + DAY),
        associationId: first.associationId,
      })
      .returning();
    await donateAndPay(next!.id, 40);
    await ctx.api.payments.settle(afterEnd());
    const [nextPayout] = await payoutsOf(next!.id);
    // 40,00 €: commission 2,00, fees 1,16 + 0,25 -> net 36,59 €, less 27,38 € owed = 9,21 €
    expect(nextPayout).toMatchObject({ netCents: 3659, recoveredCents: 2738, status: 'completed' });
    const sent = stripe.requests.filter(
      (request) => request.idempotencyKey === `payout-${nextPayout!.id}`,
    );
    expect(sent.map((request) => request.form.amount)).toEqual(['921']);
    const after = (await get('/api/admin/payouts')).json().data;
    expect(after.debts[0].recovered_by_payout_id).toBe(nextPayout!.id);
    expect(after.totals.owed).toBe(0);
    expect(after.payouts.find((p: { id: string }) => p.id === nextPayout!.id).recovered).toBe(
      27.38,
    );
    expect(await ledgerCheck()).toEqual({ ok: true, mismatches: [] });
  });

  it('item 6: a failed transfer shows the manager a French reason, not the technical cause', async () => {
    const campaign = await goalCampaign(1000);
    await donateAndPay(campaign.id, 20);
    const manager = await createUser(ctx, {
      role: 'association_manager',
      associationIds: [campaign.associationId],
    });
    const spy = jest
      .spyOn(ctx.api.payments.provider, 'transfer')
      .mockRejectedValueOnce(new Error('relation "payouts" does not exist'));
    try {
      await ctx.api.payments.settle(afterEnd());
    } finally {
      spy.mockRestore();
    }
    const seen = (await get('/api/dashboard/payouts', manager.token)).json().data.payouts;
    expect(seen).toEqual([
      expect.objectContaining({
        status: 'failed',
        failure_reason:
          'Le virement n’a pas pu être effectué. Un nouvel essai aura lieu automatiquement au prochain passage.',
      }),
    ]);
    await ctx.api.payments.settle(afterEnd());
    expect((await get('/api/dashboard/payouts', manager.token)).json().data.payouts).toEqual([
      expect.objectContaining({ status: 'completed', failure_reason: null }),
    ]);
    expect(
      await ctx.db.select().from(donations).where(eq(donations.campaignId, campaign.id)),
    ).toEqual([expect.objectContaining({ payoutId: seen[0].id })]);
  });
});
