import { createAssociation, createCampaign, createDonation, createUser } from '../helpers/fixtures';
import { call, createTestContext, type TestContext } from '../helpers/test-app';

/**
 * What a manager may see of a donor (api/src/services/donations/association-contact.ts): the
 * email and phone only when the donor agreed to be contacted, or when the gift carries a reward
 * to deliver; never an anonymous donor's name. The public never gets a donor's email.
 */
describe("a donor's contact data: the association's manager and the public", () => {
  let ctx: TestContext;
  let manager: { token: string };
  let admin: { token: string };
  let campaign: { id: string; slug: string };
  let association: { id: string; slug: string };
  const gifts: Record<string, string> = {};

  beforeAll(async () => {
    ctx = await createTestContext();
    association = await createAssociation(ctx);
    campaign = await createCampaign(ctx, { associationId: association.id });
    manager = await createUser(ctx, {
      role: 'association_manager',
      associationIds: [association.id],
    });
    admin = await createUser(ctx, { role: 'super_admin' });
    const give = async (key: string, values: Parameters<typeof createDonation>[1]) => {
      gifts[key] = (await createDonation(ctx, values)).id;
    };
    await give('consented', {
      campaignId: campaign.id,
      donorName: 'Alice Accepte',
      donorEmail: 'alice.accepte@exemple.fr',
      phone: '0611111111',
      contactConsent: true,
    });
    await give('rewarded', {
      campaignId: campaign.id,
      donorName: 'Bruno Contrepartie',
      donorEmail: 'bruno.contrepartie@exemple.fr',
      phone: '0622222222',
      rewardTitle: 'Un sac en toile',
    });
    await give('silent', {
      campaignId: campaign.id,
      donorName: 'Chloé Discrète',
      donorEmail: 'chloe.discrete@exemple.fr',
      phone: '0633333333',
    });
    await give('anonymous', {
      campaignId: campaign.id,
      donorName: 'Denis Caché',
      donorEmail: 'denis.cache@exemple.fr',
      isAnonymous: true,
    });
  });
  afterAll(() => ctx.close());

  const EMAILS = [
    'alice.accepte@exemple.fr',
    'bruno.contrepartie@exemple.fr',
    'chloe.discrete@exemple.fr',
    'denis.cache@exemple.fr',
  ];

  it("shows the manager the email and phone of a donor who agreed or whose gift carries a reward, and nothing of the others'", async () => {
    const response = await call(ctx.app, 'GET', '/api/donations', { token: manager.token });
    expect(response.statusCode).toBe(200);
    const byId = new Map((response.json().data as { id: string }[]).map((gift) => [gift.id, gift]));
    expect(byId.get(gifts.consented!)).toMatchObject({
      donor_name: 'Alice Accepte',
      donor_email: 'alice.accepte@exemple.fr',
      phone: '0611111111',
    });
    expect(byId.get(gifts.rewarded!)).toMatchObject({
      donor_email: 'bruno.contrepartie@exemple.fr',
      phone: '0622222222',
      reward_selected: 'Un sac en toile',
    });
    expect(byId.get(gifts.silent!)).toMatchObject({
      donor_name: 'Chloé Discrète',
      donor_email: '',
      phone: null,
    });
    expect(byId.get(gifts.anonymous!)).toMatchObject({
      donor_name: 'Donateur anonyme',
      donor_email: '',
    });
    for (const hidden of [
      'chloe.discrete@exemple.fr',
      '0633333333',
      'denis.cache@exemple.fr',
      'Denis Caché',
    ])
      expect(response.body).not.toContain(hidden);

    // Support sees every gift in full.
    const support = await call(ctx.app, 'GET', '/api/donations', { token: admin.token });
    for (const email of EMAILS) expect(support.body).toContain(email);
  });

  it("answers the manager's refund without the contact data the donor did not share", async () => {
    const response = await call(
      ctx.app,
      'POST',
      `/api/dashboard/donations/${gifts.anonymous}/refund`,
      { token: manager.token, body: { reason: 'Don fait en double' } },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: gifts.anonymous,
      payment_status: 'refunded',
      donor_name: 'Donateur anonyme',
      donor_email: '',
      phone: null,
    });
    expect(response.body).not.toContain('denis.cache@exemple.fr');
    expect(response.body).not.toContain('Denis Caché');
  });

  it('never sends a donor’s email in a public answer', async () => {
    const urls = [
      '/api/campaigns',
      `/api/campaigns/${campaign.slug}`,
      `/api/campaigns/${campaign.id}`,
      `/api/campaigns/${campaign.slug}/donations?limit=50`,
      '/api/associations',
      `/api/associations/${association.slug}`,
      `/api/associations/${association.slug}/campaigns`,
      '/api/stats',
    ];
    for (const url of urls) {
      const response = await call(ctx.app, 'GET', url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      for (const email of EMAILS)
        expect({ url, leaked: response.body.includes(email) }).toEqual({ url, leaked: false });
      expect({ url, key: /"donor_email"|"phone":"06/.test(response.body) }).toEqual({
        url,
        key: false,
      });
    }
    const contributions = await call(
      ctx.app,
      'GET',
      `/api/campaigns/${campaign.slug}/donations?limit=50`,
    );
    const names = (contributions.json().data as { donor_name: string }[]).map((c) => c.donor_name);
    expect(names).toEqual(expect.arrayContaining(['Alice Accepte', 'Chloé Discrète']));
    expect(names).not.toContain('Denis Caché');
  });
});
