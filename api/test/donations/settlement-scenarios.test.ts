import { and, eq } from 'drizzle-orm';
import { donations, payouts } from '../../src/db/schema';
import { checkLedger } from '../../src/services/ledger/check-ledger';
import { planSettlement } from '../../src/services/settlement/plan-settlement';
import {
  campaignTotals,
  createCampaign,
  createDonationContext,
  donateAndPay,
  donationBody,
  postDonation,
  submitCard,
  type DonationTestContext,
} from './helpers';

const DAY = 86_400_000;

/** The audit's hand-checked scenarios (issue 8), to the cent, and the race of item 2. */
describe('settlement scenarios', () => {
  let ctx: DonationTestContext;
  beforeAll(async () => {
    ctx = await createDonationContext();
  });
  afterAll(() => ctx.close());

  const payoutsOf = (campaignId: string) =>
    ctx.db
      .select()
      .from(payouts)
      .where(eq(payouts.campaignId, campaignId))
      .orderBy(payouts.createdAt);

  it('goal of 100 € reached with 10,10 + 33,33 + 56,57: commission 5,01, fees 3,65, net 91,34', async () => {
    const campaign = await createCampaign(ctx.db, {
      targetCents: 10_000,
      endDate: new Date(Date.now() + DAY),
    });
    for (const amount of [10.1, 33.33, 56.57]) await donateAndPay(ctx.api, campaign.id, amount);
    await ctx.api.payments.settle(new Date(Date.now() + 2 * DAY));
    expect(await payoutsOf(campaign.id)).toEqual([
      expect.objectContaining({
        kind: 'transfer',
        status: 'completed',
        donationCount: 3,
        grossCents: 10_000,
        commissionCents: 501,
        processingFeeCents: 365,
        netCents: 9134,
      }),
    ]);
    expect((await campaignTotals(ctx.db, campaign.id)).status).toBe('completed');
  });

  it('goal missed: 52,34 € refunded in full, no fees', async () => {
    const campaign = await createCampaign(ctx.db, {
      targetCents: 10_000,
      endDate: new Date(Date.now() + DAY),
    });
    for (const amount of [40, 12.34]) await donateAndPay(ctx.api, campaign.id, amount);
    await ctx.api.payments.settle(new Date(Date.now() + 2 * DAY));
    expect(await payoutsOf(campaign.id)).toEqual([
      expect.objectContaining({
        kind: 'refund',
        status: 'completed',
        grossCents: 5234,
        commissionCents: 0,
        processingFeeCents: 0,
        netCents: 5234,
      }),
    ]);
    expect(await campaignTotals(ctx.db, campaign.id)).toEqual({
      raisedCents: 0,
      backers: 0,
      status: 'completed',
    });
  });

  it('continuous over November and December: net 20,46 € for 22,77 €, then 18,84 € for 21,00 €', async () => {
    const campaign = await createCampaign(ctx.db, { targetCents: null });
    const payOn = async (amounts: number[], paidAt: Date) => {
      for (const amount of amounts) {
        const sessionId = await donateAndPay(ctx.api, campaign.id, amount);
        await ctx.db
          .update(donations)
          .set({ paidAt })
          .where(eq(donations.providerSessionId, sessionId));
      }
    };
    // 7,77 €: commission 0,3885 -> 0,39, fees 0,22533 -> 0,23 + 0,25 = 0,48
    // 15,00 €: commission 0,75, fees 0,435 -> 0,44 + 0,25 = 0,69
    await payOn([7.77, 15], new Date('2025-11-15T12:00:00Z'));
    // 10,50 € twice: commission 0,525 -> 0,53, fees 0,3045 -> 0,30 + 0,25 = 0,55 (each)
    await payOn([10.5, 10.5], new Date('2025-12-20T12:00:00Z'));

    // The dry run (npm run settle -- --dry-run) announces the same figures, writing nothing.
    const plan = await planSettlement(ctx.db, new Date('2025-12-02T12:00:00Z'));
    expect(plan.payouts.filter((p) => p.campaignId === campaign.id)).toEqual([
      expect.objectContaining({ periodKey: '2025-11', grossCents: 2277, netCents: 2046 }),
    ]);
    expect(await payoutsOf(campaign.id)).toEqual([]);

    await ctx.api.payments.settle(new Date('2025-12-02T12:00:00Z'));
    await ctx.api.payments.settle(new Date('2026-01-02T12:00:00Z'));
    expect(await payoutsOf(campaign.id)).toEqual([
      expect.objectContaining({
        periodKey: '2025-11',
        grossCents: 2277,
        commissionCents: 114,
        processingFeeCents: 117,
        netCents: 2046,
      }),
      expect.objectContaining({
        periodKey: '2025-12',
        grossCents: 2100,
        commissionCents: 106,
        processingFeeCents: 110,
        netCents: 1884,
      }),
    ]);
  });

  it('twenty gifts of 1 €: commission 1,00, fees 5,60, net 13,40', async () => {
    const campaign = await createCampaign(ctx.db, {
      targetCents: 2000,
      endDate: new Date(Date.now() + DAY),
    });
    for (let i = 0; i < 20; i += 1) await donateAndPay(ctx.api, campaign.id, 1);
    await ctx.api.payments.settle(new Date(Date.now() + 2 * DAY));
    expect(await payoutsOf(campaign.id)).toEqual([
      expect.objectContaining({
        kind: 'transfer',
        donationCount: 20,
        grossCents: 2000,
        commissionCents: 100,
        processingFeeCents: 560,
        netCents: 1340,
      }),
    ]);
  });

  it('item 2: a goal reached while the run is refunding another campaign is transferred, not refunded', async () => {
    // Campaign A ends first and misses its goal: its refund is slow, as Stripe's are.
    const slow = await createCampaign(ctx.db, {
      targetCents: 100_000,
      endDate: new Date(Date.now() + DAY / 2),
    });
    await donateAndPay(ctx.api, slow.id, 5);
    // Campaign B: 60 € of 100 € paid, a donor of 50 € still on the checkout page.
    const racing = await createCampaign(ctx.db, {
      targetCents: 10_000,
      endDate: new Date(Date.now() + DAY),
    });
    await donateAndPay(ctx.api, racing.id, 60);
    const open = await postDonation(ctx.api, donationBody(racing.id, { amount: 50 }));
    const checkoutUrl: string = open.json().data.checkout_url;

    const provider = ctx.api.payments.provider;
    const refund = provider.refund.bind(provider);
    const spy = jest.spyOn(provider, 'refund').mockImplementation(async (input) => {
      // While A's refund is in flight, B's donor pays: B reaches its goal during the run.
      expect((await submitCard(ctx.api, checkoutUrl, '4242 4242 4242 4242')).statusCode).toBe(303);
      spy.mockRestore();
      return refund(input);
    });
    const report = await ctx.api.payments.settle(new Date(Date.now() + 2 * DAY));
    expect(report.refunds.map((r) => r.campaignId)).toEqual([slow.id]);
    expect(report.transfers).toContainEqual({
      campaignId: racing.id,
      periodKey: 'final',
      // 60 €: 3,00 + 1,74 + 0,25; 50 €: 2,50 + 1,45 + 0,25 -> 110 - 9,19
      netCents: 10_081,
    });
    const [payout] = await payoutsOf(racing.id);
    expect(payout).toMatchObject({ kind: 'transfer', donationCount: 2, grossCents: 11_000 });
    expect(await campaignTotals(ctx.db, racing.id)).toMatchObject({
      raisedCents: 11_000,
      status: 'completed',
    });
    expect((await checkLedger(ctx.db)).ok).toBe(true);
  });

  it('item 3: an end date without a target closes the campaign at that date; its last month is still paid', async () => {
    const campaign = await createCampaign(ctx.db, {
      targetCents: null,
      endDate: new Date(Date.now() + DAY),
    });
    await donateAndPay(ctx.api, campaign.id, 10);
    const ended = new Date(Date.now() + 2 * DAY);
    const report = await ctx.api.payments.settle(ended);
    expect(report.completedCampaigns).toContain(campaign.id);
    expect((await campaignTotals(ctx.db, campaign.id)).status).toBe('completed');
    const closed = await postDonation(ctx.api, donationBody(campaign.id, { amount: 5 }));
    expect(closed.statusCode).toBe(409);

    const nextMonth = new Date(ended.getTime() + 40 * DAY);
    const later = await ctx.api.payments.settle(nextMonth);
    expect(later.transfers.filter((t) => t.campaignId === campaign.id)).toHaveLength(1);
    expect(
      await ctx.db
        .select()
        .from(donations)
        .where(and(eq(donations.campaignId, campaign.id), eq(donations.paymentStatus, 'paid'))),
    ).toEqual([expect.objectContaining({ payoutId: expect.any(String) })]);
  });
});
