import { createAssociation, createCampaign, createDonation } from '../helpers/fixtures';
import { call, createTestContext, type TestContext } from '../helpers/test-app';

describe('public catalogue', () => {
  let ctx: TestContext;
  let approved: Awaited<ReturnType<typeof createAssociation>>;
  let pending: Awaited<ReturnType<typeof createAssociation>>;
  let active: Awaited<ReturnType<typeof createCampaign>>;

  beforeAll(async () => {
    ctx = await createTestContext();
    approved = await createAssociation(ctx, {
      name: 'Les Amis des Forêts',
      slug: 'les-amis-des-forets',
      category: 'environment',
      description: 'Protéger la forêt',
    });
    pending = await createAssociation(ctx, { name: 'En Attente', status: 'pending' });
    active = await createCampaign(
      ctx,
      {
        associationId: approved.id,
        title: 'Replanter la forêt',
        slug: 'replanter-la-foret',
        description: 'Mille arbres',
      },
      [
        { amountCents: 5_000, title: 'Un arbre à votre nom' },
        { amountCents: 1_000, title: 'Une carte postale' },
      ],
    );
    await createCampaign(ctx, {
      associationId: approved.id,
      title: 'Brouillon caché',
      status: 'draft',
    });
    await createCampaign(ctx, {
      associationId: approved.id,
      title: 'Projet terminé',
      status: 'completed',
      targetAmountCents: null,
      endDate: null,
    });
    await createCampaign(ctx, { associationId: pending.id, title: 'Campagne non approuvée' });
    await createDonation(ctx, {
      campaignId: active.id,
      amountCents: 2_550,
      donorName: 'Alice Martin',
      donorEmail: 'alice@exemple.fr',
    });
    await createDonation(ctx, {
      campaignId: active.id,
      amountCents: 1_000,
      isAnonymous: true,
      donorName: 'Bob Secret',
      donorEmail: 'bob@exemple.fr',
    });
    await createDonation(ctx, {
      campaignId: active.id,
      amountCents: 9_900,
      paymentStatus: 'pending',
    });
  });
  afterAll(() => ctx.close());

  it('lists only published campaigns of approved associations, with their association', async () => {
    const response = await call(ctx.app, 'GET', '/api/campaigns');
    expect(response.statusCode).toBe(200);
    const titles = response
      .json()
      .data.map((campaign: { title: string }) => campaign.title)
      .sort();
    expect(titles).toEqual(['Projet terminé', 'Replanter la forêt']);
    const campaign = response
      .json()
      .data.find((item: { slug: string }) => item.slug === 'replanter-la-foret');
    expect(campaign).toMatchObject({
      association_name: 'Les Amis des Forêts',
      association_slug: 'les-amis-des-forets',
      association_category: 'environment',
      raised_amount: 35.5,
      total_backers: 2,
      target_amount: 1000,
    });
  });

  it('searches title or description case-insensitively and filters on the association category', async () => {
    const byTitle = await call(ctx.app, 'GET', '/api/campaigns?search=FORÊT');
    expect(byTitle.json().data).toHaveLength(1);
    const byDescription = await call(ctx.app, 'GET', '/api/campaigns?q=mille');
    expect(byDescription.json().data).toHaveLength(1);
    const wrongCategory = await call(ctx.app, 'GET', '/api/campaigns?category=health');
    expect(wrongCategory.json().data).toHaveLength(0);
    const wildcard = await call(ctx.app, 'GET', '/api/campaigns?search=%25');
    expect(wildcard.json().data).toHaveLength(0);
  });

  it('finds French words typed without their accents, or with accents the text lacks', async () => {
    const titles = async (url: string) =>
      (await call(ctx.app, 'GET', url)).json().data.map((row: { title: string }) => row.title);
    expect(await titles('/api/campaigns?search=foret')).toEqual(['Replanter la forêt']);
    expect(await titles('/api/campaigns?search=projet%20TERMINE')).toEqual(['Projet terminé']);
    expect(await titles('/api/campaigns?search=r%C3%A9planter')).toEqual(['Replanter la forêt']);
    const names = (await call(ctx.app, 'GET', '/api/associations?search=amis%20des%20forets'))
      .json()
      .data.map((row: { name: string }) => row.name);
    expect(names).toEqual(['Les Amis des Forêts']);
    const byDescription = await call(ctx.app, 'GET', '/api/associations?search=PROTEGER');
    expect(byDescription.json().data).toHaveLength(1);
  });

  it('gives a campaign by slug or id with rewards sorted by amount, 404 otherwise', async () => {
    const bySlug = await call(ctx.app, 'GET', '/api/campaigns/replanter-la-foret');
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json().data.rewards.map((reward: { amount: number }) => reward.amount)).toEqual([
      10, 50,
    ]);
    const byId = await call(ctx.app, 'GET', `/api/campaigns/${active.id}`);
    expect(byId.json().data.slug).toBe('replanter-la-foret');
    const missing = await call(ctx.app, 'GET', '/api/campaigns/nexiste-pas');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Campagne non trouvée', code: 'not_found' });
  });

  it('lists paid contributions without emails, anonymous donors hidden', async () => {
    const response = await call(ctx.app, 'GET', '/api/campaigns/replanter-la-foret/donations');
    expect(response.statusCode).toBe(200);
    const list = response.json().data;
    expect(list).toHaveLength(2);
    expect(list.map((item: { donor_name: string }) => item.donor_name).sort()).toEqual([
      'Alice Martin',
      'Donateur anonyme',
    ]);
    expect(JSON.stringify(list)).not.toContain('@');
    expect(JSON.stringify(list)).not.toContain('Bob');
  });

  it('lists approved associations without bank details or manager contacts', async () => {
    const response = await call(ctx.app, 'GET', '/api/associations');
    expect(response.statusCode).toBe(200);
    const list = response.json().data;
    expect(list.map((item: { name: string }) => item.name)).toEqual(['Les Amis des Forêts']);
    expect(list[0]).toMatchObject({
      raised_amount: 35.5,
      total_campaigns: 2,
      category: 'environment',
    });
    const text = JSON.stringify(list);
    for (const secret of ['iban', 'bic', 'bank_name', 'manager_email', 'FR76', 'documents'])
      expect(text).not.toContain(secret);
  });

  it('gives an association by slug or id and its published campaigns; a pending one is not found', async () => {
    const bySlug = await call(ctx.app, 'GET', '/api/associations/les-amis-des-forets');
    expect(bySlug.json().data.id).toBe(approved.id);
    const campaigns = await call(ctx.app, 'GET', `/api/associations/${approved.id}/campaigns`);
    expect(campaigns.json().data).toHaveLength(2);
    const hidden = await call(ctx.app, 'GET', `/api/associations/${pending.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ detail: 'Association non trouvée', code: 'not_found' });
    const hiddenCampaigns = await call(ctx.app, 'GET', `/api/associations/${pending.id}/campaigns`);
    expect(hiddenCampaigns.statusCode).toBe(404);
  });

  it('computes public statistics from published campaigns and paid donations', async () => {
    const response = await call(ctx.app, 'GET', '/api/stats');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      total_campaigns: 2,
      total_raised: 35.5,
      total_associations: 1,
      total_donors: 2,
      total_completed_campaigns: 1,
    });
  });

  // Last: it adds an association and a campaign, which the counts above do not expect.
  it('finds a ligature typed as two letters, and two letters typed as a ligature', async () => {
    const association = await createAssociation(ctx, {
      name: 'Cœur des Écoles',
      slug: 'coeur-des-ecoles',
      description: 'Une œuvre commune',
    });
    await createCampaign(ctx, { associationId: association.id, title: 'Les Œuvres du cœur' });
    const titles = async (url: string) =>
      (await call(ctx.app, 'GET', url)).json().data.map((row: { title: string }) => row.title);
    expect(await titles('/api/campaigns?search=oeuvres')).toEqual(['Les Œuvres du cœur']);
    expect(await titles('/api/campaigns?search=COEUR')).toEqual(['Les Œuvres du cœur']);
    expect(await titles(`/api/campaigns?search=${encodeURIComponent('cœur')}`)).toEqual([
      'Les Œuvres du cœur',
    ]);
    const names = async (url: string) =>
      (await call(ctx.app, 'GET', url)).json().data.map((row: { name: string }) => row.name);
    expect(await names('/api/associations?search=coeur%20des%20ecoles')).toEqual([
      'Cœur des Écoles',
    ]);
    expect(await names('/api/associations?search=une%20oeuvre')).toEqual(['Cœur des Écoles']);
  });
});
