import { createAssociation, createCampaign, createDonation, createUser } from '../helpers/fixtures';
import { call, createTestContext, type TestContext } from '../helpers/test-app';

describe('GET /donations: an anonymous donor stays anonymous to the association', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("serves 'Donateur anonyme' to the manager, keeps the email for the reward, and the admin sees all", async () => {
    const association = await createAssociation(ctx);
    const campaign = await createCampaign(ctx, { associationId: association.id });
    const manager = await createUser(ctx, {
      role: 'association_manager',
      associationIds: [association.id],
    });
    const admin = await createUser(ctx, { role: 'super_admin' });
    await createDonation(ctx, {
      campaignId: campaign.id,
      donorName: 'Claire Secrète',
      donorEmail: 'claire@exemple.fr',
      isAnonymous: true,
      // A reward to deliver: the association keeps the email for it, even without the donor's
      // consent to be contacted about its work (services/donations/list-received-donations.ts).
      rewardTitle: 'Carte postale',
    });
    await createDonation(ctx, {
      campaignId: campaign.id,
      donorName: 'Paul Public',
      isAnonymous: false,
    });

    const response = await call(ctx.app, 'GET', '/api/donations', { token: manager.token });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('Claire Secrète');
    const rows = response.json().data as { donor_name: string; donor_email: string }[];
    expect(rows.map((row) => row.donor_name).sort()).toEqual(['Donateur anonyme', 'Paul Public']);
    expect(rows.find((row) => row.donor_name === 'Donateur anonyme')!.donor_email).toBe(
      'claire@exemple.fr',
    );

    const forAdmin = await call(ctx.app, 'GET', '/api/donations', { token: admin.token });
    expect(forAdmin.body).toContain('Claire Secrète');
  });
});
