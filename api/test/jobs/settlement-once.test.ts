import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { campaigns, payouts } from '../../src/db/schema';
import {
  createCampaign,
  createDonationContext,
  donateAndPay,
  eventually,
  type DonationTestContext,
} from '../donations/helpers';

/*
 * Two API instances on one database, both with a worker and the settlement schedule on: one
 * waiting settlement job exists across them (job key `settle`), so each scheduled run happens
 * once, not once per instance.
 */
describe('the settlement schedule with two instances', () => {
  const INTERVAL_MS = 4000;
  let ctx: DonationTestContext;
  let second: FastifyInstance;

  beforeAll(async () => {
    ctx = await createDonationContext({ config: { settlementIntervalMs: INTERVAL_MS } });
    second = await buildApp({
      config: ctx.config,
      db: ctx.db,
      pool: ctx.handle.pool,
      mail: ctx.mail,
      logger: false,
    });
  });
  afterAll(async () => {
    await second.close();
    await ctx.close();
  });

  it('runs each scheduled settlement in one instance only', async () => {
    const campaign = await createCampaign(ctx.db, {
      targetCents: 1000,
      endDate: new Date(Date.now() + 60_000),
    });
    await donateAndPay(ctx.api, campaign.id, 10);
    await ctx.db
      .update(campaigns)
      .set({ endDate: new Date(Date.now() - 1000) })
      .where(eq(campaigns.id, campaign.id));

    const first = jest.spyOn(ctx.app.payments, 'settle');
    const other = jest.spyOn(second.payments, 'settle');
    // Both instances start their worker and schedule the first run (INTERVAL_MS from now).
    await second.ready();
    await eventually(() => first.mock.calls.length + other.mock.calls.length > 0, 15_000);
    // Before the next interval ends: one run in all.
    await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS / 2));
    expect(first.mock.calls.length + other.mock.calls.length).toBe(1);

    const [payout] = await ctx.db.select().from(payouts).where(eq(payouts.campaignId, campaign.id));
    expect(payout).toMatchObject({ kind: 'transfer', status: 'completed', netCents: 896 });
  });
});
