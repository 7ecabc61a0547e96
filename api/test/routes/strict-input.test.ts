import { createAssociation, createCampaign, createUser, type TestUser } from '../helpers/fixtures';
import { call, createTestContext, type TestContext } from '../helpers/test-app';

/** The shared-contracts fields every route reuses: strict amounts, dates, paths and texts. */
describe('strict input', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let associationId: string;
  let campaignId: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    associationId = (await createAssociation(ctx)).id;
    campaignId = (await createCampaign(ctx, { associationId, status: 'active' })).id;
    admin = await createUser(ctx, { role: 'super_admin' });
  });
  afterAll(() => ctx.close());

  const createCampaignWith = (fields: Record<string, unknown>) =>
    call(ctx.app, 'POST', '/api/admin/campaigns', {
      token: admin.token,
      body: {
        association_id: associationId,
        title: 'Jardin partagé',
        description: 'Un jardin pour le quartier',
        ...fields,
      },
    });

  it.each(['0x10', '1e3', 'Infinity', ' 12abc', '1_000'])(
    'refuses the amount %j (only numbers and plain decimals), in French',
    async (amount) => {
      const response = await call(ctx.app, 'POST', '/api/donations', {
        body: {
          campaign_id: campaignId,
          donor_name: 'Jeanne',
          donor_email: 'jeanne@exemple.fr',
          amount,
          accept_terms: true,
        },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toEqual([
        { path: 'amount', message: 'Veuillez entrer un nombre valide' },
      ]);
    },
  );

  it('still takes a plain decimal string from a form', async () => {
    const response = await createCampaignWith({ target_amount: '1500.50' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.target_amount).toBe(1500.5);
  });

  it.each([
    '2024-02-30',
    '2025-13-01',
    '99999-01-01',
    '1850-01-01',
    '2030-01-01T25:00:00Z',
    'demain',
  ])('refuses the date %j with a French 422 on its field', async (endDate) => {
    const response = await createCampaignWith({ end_date: endDate });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([{ path: 'end_date', message: 'Date invalide' }]);
  });

  it('keeps a real date as given', async () => {
    const response = await createCampaignWith({ end_date: '2028-02-29' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.end_date).toMatch(/^2028-02-29/);
  });

  it.each(['//evil.example/x.png', '/\\evil.example', 'javascript:alert(1)'])(
    'refuses %j as an image (a site path starts with exactly one /)',
    async (imageUrl) => {
      const response = await createCampaignWith({ image_url: imageUrl });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toEqual([{ path: 'image_url', message: 'URL invalide' }]);
    },
  );

  it('accepts a path on the site', async () => {
    const response = await createCampaignWith({ image_url: '/api/placeholders/campaign.svg' });
    expect(response.statusCode).toBe(201);
  });

  it.each(['<svg>abc</svg>', '<b> </b>', '<script>x</script>', '<img src=x onerror=alert(1)>'])(
    'refuses the title %j, empty once sanitised',
    async (title) => {
      const response = await createCampaignWith({ title });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toEqual([{ path: 'title', message: 'Ce champ est requis' }]);
    },
  );

  it('answers a JSON body over the limit with its own French 413, not the upload text', async () => {
    const response = await createCampaignWith({ story: 'x'.repeat(1_100_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      detail: 'Les données envoyées sont trop volumineuses (1 Mo au maximum).',
      code: 'payload_too_large',
    });
  });
});
