import { eq } from 'drizzle-orm';
import { campaignTotalShards } from '../../src/db/schema';
import { checkLedger } from '../../src/services/ledger/check-ledger';
import { call } from '../helpers/test-app';
import {
  associationRaised,
  campaignTotals,
  createCampaign,
  createDonationContext,
  donateAndPay,
  eventually,
  type DonationTestContext,
} from './helpers';

/**
 * A campaign's totals are counter shards (one per database connection, mostly): many payments
 * to one campaign at once add up exactly, and every public read shows the new sums at once.
 */
describe('campaign totals in counter shards', () => {
  let ctx: DonationTestContext;

  beforeAll(async () => {
    ctx = await createDonationContext();
  });
  afterAll(() => ctx.close());

  const get = (url: string) => call(ctx.app, 'GET', url);

  it('concurrent payments to one campaign sum exactly, in cents and backers', async () => {
    const campaign = await createCampaign(ctx.db);
    const amounts = Array.from({ length: 40 }, (_, index) => [1.01, 12.34, 7.5, 33.33][index % 4]!);
    await Promise.all(amounts.map((amount) => donateAndPay(ctx.api, campaign.id, amount)));

    const expectedCents = amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0);
    expect(await campaignTotals(ctx.db, campaign.id)).toMatchObject({
      raisedCents: expectedCents,
      backers: amounts.length,
    });
    expect(await associationRaised(ctx.db, campaign.associationId)).toBe(expectedCents);
    const shards = await ctx.db
      .select()
      .from(campaignTotalShards)
      .where(eq(campaignTotalShards.campaignId, campaign.id));
    // Spread over the connections that paid, never more than the shard count.
    expect(shards.length).toBeGreaterThanOrEqual(1);
    expect(shards.length).toBeLessThanOrEqual(32);
    expect(shards.reduce((sum, shard) => sum + shard.raisedAmountCents, 0)).toBe(expectedCents);

    const page = (await get(`/api/campaigns/${campaign.slug}`)).json().data;
    expect(page.raised_amount).toBe(expectedCents / 100);
    expect(page.total_backers).toBe(amounts.length);
    expect(await checkLedger(ctx.db)).toEqual({ ok: true, mismatches: [] });
  });

  it('each payment shows at once in the cached campaign page, its list row, its association and the stats', async () => {
    await eventually(() => ctx.app.publicCache.enabled);
    const campaign = await createCampaign(ctx.db);
    const association = (await get(`/api/associations/${campaign.associationId}`)).json().data;
    const statsBefore = (await get('/api/stats')).json().data.total_raised;
    for (const [index, amount] of [5, 1.99, 20].entries()) {
      // Read (and cache) first, then pay: the next read must show the payment.
      await get(`/api/campaigns/${campaign.slug}`);
      await donateAndPay(ctx.api, campaign.id, amount);
      const expected = [5, 6.99, 26.99][index];
      const page = (await get(`/api/campaigns/${campaign.slug}`)).json().data;
      expect(page.raised_amount).toBe(expected);
      expect(page.total_backers).toBe(index + 1);
      const listed = (await get('/api/campaigns'))
        .json()
        .data.find((row: { id: string }) => row.id === campaign.id);
      expect(listed.raised_amount).toBe(expected);
      expect((await get(`/api/associations/${association.slug}`)).json().data.raised_amount).toBe(
        expected,
      );
      expect((await get('/api/stats')).json().data.total_raised).toBeCloseTo(
        statsBefore + expected!,
        2,
      );
    }
  });

  it('a payment outside the API (its triggers not deferred) still empties the cache', async () => {
    await eventually(() => ctx.app.publicCache.enabled);
    const campaign = await createCampaign(ctx.db);
    expect((await get(`/api/campaigns/${campaign.slug}`)).json().data.raised_amount).toBe(0);
    const seen = ctx.app.publicCache.generation;
    // As a manual fix or a CLI would: a shard written in a transaction of its own.
    await ctx.db.insert(campaignTotalShards).values({
      campaignId: campaign.id,
      shard: 7,
      raisedAmountCents: 1234,
      totalBackers: 1,
    });
    await eventually(() => ctx.app.publicCache.generation > seen, 2000);
    expect((await get(`/api/campaigns/${campaign.slug}`)).json().data.raised_amount).toBe(12.34);
    await ctx.db.delete(campaignTotalShards).where(eq(campaignTotalShards.campaignId, campaign.id));
  });
});
