import { eq } from 'drizzle-orm';
import { campaigns, payouts } from '../../src/db/schema';
import {
  campaignTotals,
  createCampaign,
  createDonationContext,
  donateAndPay,
  eventually,
  type DonationTestContext,
} from './helpers';

describe('the settlement schedule inside the API', () => {
  let ctx: DonationTestContext;

  beforeAll(async () => {
    ctx = await createDonationContext({ config: { settlementIntervalMs: 100 } });
  });
  afterAll(() => ctx.close());

  it('settles an ended goal campaign by itself, without any call', async () => {
    const campaign = await createCampaign(ctx.db, {
      targetCents: 1000,
      endDate: new Date(Date.now() + 60_000),
    });
    await donateAndPay(ctx.api, campaign.id, 10);
    // The campaign ends (its end date passes).
    await ctx.db
      .update(campaigns)
      .set({ endDate: new Date(Date.now() - 1000) })
      .where(eq(campaigns.id, campaign.id));

    await eventually(
      async () => (await campaignTotals(ctx.db, campaign.id)).status === 'completed',
      10_000,
    );
    // 10,00 €: commission 0,50, fees 0,29 + 0,25 = 0,54, net 8,96
    const [payout] = await ctx.db.select().from(payouts).where(eq(payouts.campaignId, campaign.id));
    expect(payout).toMatchObject({ kind: 'transfer', status: 'completed', netCents: 896 });
  });
});
