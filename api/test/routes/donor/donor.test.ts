import {
  createAssociation,
  createCampaign,
  createDonation,
  createUser,
  type TestUser,
} from '../../helpers/fixtures';
import { call, createTestContext, type TestContext } from '../../helpers/test-app';

describe('donor area', () => {
  let ctx: TestContext;
  let donor: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext();
    donor = await createUser(ctx, {
      role: 'donor',
      fullName: 'Léa Donatrice',
      email: 'lea@exemple.fr',
      password: 'secret12',
    });
    const association = await createAssociation(ctx, { name: 'Asso Santé', category: 'health' });
    const first = await createCampaign(ctx, {
      associationId: association.id,
      title: 'Premier projet',
    });
    const second = await createCampaign(ctx, {
      associationId: association.id,
      title: 'Second projet',
    });
    await createDonation(ctx, {
      campaignId: first.id,
      userId: donor.id,
      amountCents: 2500,
      rewardTitle: 'Merci',
      rewardDescription: 'Une carte',
    });
    await createDonation(ctx, { campaignId: first.id, userId: donor.id, amountCents: 1000 });
    await createDonation(ctx, { campaignId: second.id, userId: donor.id, amountCents: 550 });
    await createDonation(ctx, {
      campaignId: second.id,
      userId: donor.id,
      amountCents: 9900,
      paymentStatus: 'pending',
    });
    await createDonation(ctx, { campaignId: second.id, amountCents: 7000 });
  });
  afterAll(() => ctx.close());

  it('shows totals of its own paid donations', async () => {
    const response = await call(ctx.app, 'GET', '/api/donor/dashboard', { token: donor.token });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      user: expect.objectContaining({ id: donor.id, full_name: 'Léa Donatrice', role: 'donor' }),
      stats: { total_donated: 40.5, campaigns_supported: 2, total_donations: 3 },
    });
  });

  it('lists its own donations with campaign, association, cause and reward', async () => {
    const response = await call(ctx.app, 'GET', '/api/donor/donations', { token: donor.token });
    const list = response.json().data;
    expect(list).toHaveLength(3);
    const rewarded = list.find((item: { amount: number }) => item.amount === 25);
    expect(rewarded).toMatchObject({
      campaign_title: 'Premier projet',
      association_name: 'Asso Santé',
      cause: 'health',
      reward_selected: 'Merci',
      rewards: [{ title: 'Merci', description: 'Une carte' }],
    });
  });

  it('edits name, phone and password but never the email', async () => {
    const response = await call(ctx.app, 'PUT', '/api/donor/profile', {
      token: donor.token,
      body: {
        full_name: 'Léa Nouvelle',
        phone: '0612345678',
        email: 'pirate@exemple.fr',
        password: 'nouveau12',
        role: 'super_admin',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      full_name: 'Léa Nouvelle',
      phone: '0612345678',
      email: 'lea@exemple.fr',
      role: 'donor',
    });
    expect(
      (
        await call(ctx.app, 'POST', '/api/auth/login', {
          body: { email: 'lea@exemple.fr', password: 'nouveau12' },
        })
      ).statusCode,
    ).toBe(200);
    const bad = await call(ctx.app, 'PUT', '/api/donor/profile', {
      token: response.json().data.token,
      body: { phone: 'abc', password: '123' },
    });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .detail.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['password', 'phone']);
  });
});
