import { createAssociation, createCampaign, createDonation } from '../helpers/fixtures';
import { call, createTestContext, type TestContext } from '../helpers/test-app';

/** Issue 9: the stats use the one public-visibility rule, money included. */
describe('GET /stats', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('counts only the money and donors of public campaigns', async () => {
    const approved = await createAssociation(ctx);
    const pending = await createAssociation(ctx, { status: 'pending' });
    const open = await createCampaign(ctx, { associationId: approved.id });
    const draft = await createCampaign(ctx, { associationId: approved.id, status: 'draft' });
    const hidden = await createCampaign(ctx, { associationId: pending.id });
    await createDonation(ctx, { campaignId: open.id, amountCents: 1_000, donorEmail: 'a@x.fr' });
    await createDonation(ctx, { campaignId: draft.id, amountCents: 9_900, donorEmail: 'b@x.fr' });
    await createDonation(ctx, { campaignId: hidden.id, amountCents: 5_000, donorEmail: 'c@x.fr' });

    const response = await call(ctx.app, 'GET', '/api/stats');
    expect(response.json().data).toEqual({
      total_campaigns: 1,
      total_raised: 10,
      total_associations: 1,
      total_donors: 1,
      total_completed_campaigns: 0,
    });
  });
});
