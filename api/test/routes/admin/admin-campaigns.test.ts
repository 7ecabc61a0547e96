import {
  createAssociation,
  createCampaign,
  createDonation,
  createUser,
  type TestUser,
} from '../../helpers/fixtures';
import { call, createTestContext, type TestContext } from '../../helpers/test-app';

describe('super admin: campaigns', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let approved: Awaited<ReturnType<typeof createAssociation>>;
  let pending: Awaited<ReturnType<typeof createAssociation>>;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await createUser(ctx, { role: 'super_admin' });
    approved = await createAssociation(ctx, { category: 'education' });
    pending = await createAssociation(ctx, { status: 'pending' });
  });
  afterAll(() => ctx.close());

  it('creates a campaign for an approved association: cents, rewards, sanitised story, 30-day default', async () => {
    const response = await call(ctx.app, 'POST', '/api/admin/campaigns', {
      token: admin.token,
      body: {
        title: 'Des livres pour l’école',
        description: 'Une bibliothèque',
        story:
          '<h2>Histoire</h2><img src="/api/uploads/images/x.png" onerror="alert(1)"><script>bad()</script><a href="https://x.fr" data-x="1">lien</a>',
        target_amount: '1234.56',
        association_id: approved.id,
        status: 'active',
        rewards: [
          { amount: 10, title: 'Merci', description: 'Une carte', no_market_value: true },
          { amount: 0, title: '' },
          { amount: 50, title: 'Livre dédicacé', includes_previous: false, value: 12 },
        ],
      },
    });
    expect(response.statusCode).toBe(201);
    const campaign = response.json().data;
    expect(campaign).toMatchObject({
      slug: 'des-livres-pour-l-ecole',
      target_amount: 1234.56,
      raised_amount: 0,
      status: 'active',
      association_id: approved.id,
      association_category: 'education',
      image_url: '/api/placeholders/campaign.svg',
    });
    expect(campaign.story).toBe(
      '<h2>Histoire</h2><img src="/api/uploads/images/x.png"><a href="https://x.fr">lien</a>',
    );
    expect(
      campaign.rewards.map(
        (reward: { amount: number; title: string; includes_previous: boolean }) => [
          reward.amount,
          reward.title,
          reward.includes_previous,
        ],
      ),
    ).toEqual([
      [10, 'Merci', true],
      [50, 'Livre dédicacé', false],
    ]);
    const days = (Date.parse(campaign.end_date) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
  });

  it('keeps null end date and null target as continuous funding, and a 0 target as none', async () => {
    const response = await call(ctx.app, 'POST', '/api/admin/campaigns', {
      token: admin.token,
      body: {
        title: 'En continu',
        description: 'd',
        association_id: approved.id,
        end_date: null,
        target_amount: 0,
      },
    });
    expect(response.json().data).toMatchObject({
      end_date: null,
      target_amount: null,
      status: 'draft',
    });
  });

  it('answers publishing for a pending association as every publishing route does: 409', async () => {
    // The same request as a manager's PUT of 'active' on a pending association's campaign: the
    // publishing rule's one answer (assert-can-publish.ts), whatever the path.
    for (const body of [
      { title: 't', description: 'd', association_id: pending.id, status: 'active' },
      { title: 't', description: 'd', association_id: pending.id, status: 'completed' },
    ]) {
      const response = await call(ctx.app, 'POST', '/api/admin/campaigns', {
        token: admin.token,
        body,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        detail: "L'association doit être approuvée pour publier une campagne",
      });
    }
    const active = await createCampaign(ctx, { associationId: approved.id, status: 'active' });
    const moved = await call(ctx.app, 'PUT', `/api/admin/campaigns/${active.id}`, {
      token: admin.token,
      body: { association_id: pending.id },
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({
      detail: "L'association doit être approuvée pour publier une campagne",
    });
  });

  it('refuses a pending association, a missing one and bad fields with 422', async () => {
    const onPending = await call(ctx.app, 'POST', '/api/admin/campaigns', {
      token: admin.token,
      body: { title: 't', description: 'd', association_id: pending.id },
    });
    expect(onPending.statusCode).toBe(422);
    expect(onPending.json().detail).toEqual([
      { path: 'association_id', message: "L'association choisie n'est pas approuvée" },
    ]);
    const none = await call(ctx.app, 'POST', '/api/admin/campaigns', {
      token: admin.token,
      body: { title: 't', description: 'd' },
    });
    expect(none.json().detail).toEqual([
      { path: 'association_id', message: 'Veuillez sélectionner une association' },
    ]);
    const bad = await call(ctx.app, 'POST', '/api/admin/campaigns', {
      token: admin.token,
      body: {
        title: 't',
        description: 'd',
        association_id: approved.id,
        target_amount: 'abc',
        end_date: 'demain',
        status: 'archived',
        rewards: [{ amount: 0.5, title: 'x' }],
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .detail.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['end_date', 'rewards.0.amount', 'status', 'target_amount']);
  });

  it('edits any field, replaces rewards, and moves to another approved association only', async () => {
    const campaign = await createCampaign(ctx, { associationId: approved.id, status: 'draft' }, [
      { amountCents: 1000, title: 'Ancienne' },
    ]);
    const other = await createAssociation(ctx);
    const response = await call(ctx.app, 'PUT', `/api/admin/campaigns/${campaign.id}`, {
      token: admin.token,
      body: {
        title: 'Nouveau titre',
        status: 'active',
        rewards: [{ amount: 20, title: 'Nouvelle', value: 5 }],
        association_id: other.id,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      title: 'Nouveau titre',
      status: 'active',
      slug: campaign.slug,
      association_id: other.id,
    });
    expect(response.json().data.rewards.map((reward: { title: string }) => reward.title)).toEqual([
      'Nouvelle',
    ]);
    // Moving it, now active, to a pending association would publish it there: the publishing
    // rule's 409. A draft moved there is refused by the admin's choice rule, on the field (422).
    const toPending = await call(ctx.app, 'PUT', `/api/admin/campaigns/${campaign.id}`, {
      token: admin.token,
      body: { association_id: pending.id },
    });
    expect(toPending.statusCode).toBe(409);
    const draftToPending = await call(ctx.app, 'PUT', `/api/admin/campaigns/${campaign.id}`, {
      token: admin.token,
      body: { association_id: pending.id, status: 'draft' },
    });
    expect(draftToPending.statusCode).toBe(422);
    expect(draftToPending.json().detail).toEqual([
      { path: 'association_id', message: "L'association choisie n'est pas approuvée" },
    ]);
  });

  it('lists every campaign whatever its status, and deletes one without donations only', async () => {
    const list = await call(ctx.app, 'GET', '/api/admin/campaigns', { token: admin.token });
    expect(
      list.json().data.some((campaign: { status: string }) => campaign.status === 'draft'),
    ).toBe(true);
    const empty = await createCampaign(ctx, { associationId: approved.id });
    expect(
      (await call(ctx.app, 'DELETE', `/api/admin/campaigns/${empty.id}`, { token: admin.token }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(ctx.app, 'DELETE', `/api/admin/campaigns/${empty.id}`, { token: admin.token }))
        .statusCode,
    ).toBe(404);
    const funded = await createCampaign(ctx, { associationId: approved.id });
    await createDonation(ctx, { campaignId: funded.id });
    const refused = await call(ctx.app, 'DELETE', `/api/admin/campaigns/${funded.id}`, {
      token: admin.token,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      detail: 'Cette campagne a reçu des dons et ne peut pas être supprimée',
      code: 'campaign_has_donations',
    });
  });
});
