import { eq } from 'drizzle-orm';
import { associations } from '../../../src/db/schema';
import {
  createAssociation,
  createCampaign,
  createDonation,
  createUser,
  type TestUser,
} from '../../helpers/fixtures';
import { call, createTestContext, type TestContext } from '../../helpers/test-app';

describe('super admin: associations', () => {
  let ctx: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await createUser(ctx, { role: 'super_admin' });
  });
  afterAll(() => ctx.close());

  it('creates a pending association with a folded, unique slug and the placeholder image', async () => {
    const body = {
      name: 'Élan Solidaire & Cœur',
      contact_email: 'Contact@Elan.fr',
      category: 'health',
      phone: '+33 6 12 34 56 78',
      unknown_field: 'x',
    };
    const first = await call(ctx.app, 'POST', '/api/admin/associations', {
      token: admin.token,
      body,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      slug: 'elan-solidaire-coeur',
      status: 'pending',
      contact_email: 'contact@elan.fr',
      category: 'health',
      image_url: '/api/placeholders/association.svg',
      documents: [],
    });
    expect(first.json().data).not.toHaveProperty('unknown_field');
    const second = await call(ctx.app, 'POST', '/api/admin/associations', {
      token: admin.token,
      body,
    });
    expect(second.json().data.slug).toBe('elan-solidaire-coeur-2');
  });

  it('answers 422 with French messages per field', async () => {
    const response = await call(ctx.app, 'POST', '/api/admin/associations', {
      token: admin.token,
      body: { name: '', contact_email: 'pas-un-email', category: 'sport', phone: '12' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Ce champ est requis' },
        { path: 'contact_email', message: "Format d'email invalide" },
        { path: 'category', message: 'Valeur invalide' },
        { path: 'phone', message: 'Format de téléphone invalide (ex: +33 6 12 34 56 78)' },
      ]),
    );
  });

  it('edits, approves and rejects; both bank spellings map to one stored pair', async () => {
    const created = (
      await call(ctx.app, 'POST', '/api/admin/associations', {
        token: admin.token,
        body: { name: 'Banque Alimentaire', contact_email: 'a@b.fr' },
      })
    ).json().data;
    const update = await call(ctx.app, 'PUT', `/api/admin/associations/${created.id}`, {
      token: admin.token,
      body: {
        rib_iban: 'DE89 3704 0044 0532 0130 00',
        rib_bic: 'BICXFRPP',
        bank_name: 'Crédit',
        description: '<p onclick="x()">Bonjour<script>alert(1)</script></p>',
      },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json().data).toMatchObject({
      iban: 'DE89370400440532013000',
      rib_iban: 'DE89370400440532013000',
      bic: 'BICXFRPP',
      rib_bic: 'BICXFRPP',
      description: '<p>Bonjour</p>',
    });
    const plain = await call(ctx.app, 'PUT', `/api/admin/associations/${created.id}`, {
      token: admin.token,
      body: { iban: 'GB82WEST12345698765432' },
    });
    expect(plain.json().data.rib_iban).toBe('GB82WEST12345698765432');

    const approved = await call(ctx.app, 'PUT', `/api/admin/associations/${created.id}`, {
      token: admin.token,
      body: { ...plain.json().data, status: 'approved' },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.status).toBe('approved');
    expect(approved.json().data.slug).toBe(created.slug);
    // A rejection tells the managers why: without its reason (this call has none) it is refused.
    const rejected = await call(ctx.app, 'PUT', `/api/admin/associations/${created.id}`, {
      token: admin.token,
      body: { status: 'rejected' },
    });
    expect(rejected.statusCode).toBe(422);
    expect(rejected.json()).toMatchObject({
      code: 'validation_failed',
      detail: [{ path: 'reason', message: 'Veuillez indiquer le motif du refus' }],
    });
    const unchanged = await call(ctx.app, 'GET', `/api/admin/associations/${created.id}`, {
      token: admin.token,
    });
    expect(unchanged.json().data.status).toBe('approved');
    const reviewed = await call(ctx.app, 'POST', `/api/admin/associations/${created.id}/review`, {
      token: admin.token,
      body: { status: 'rejected', reason: 'Statuts illisibles.' },
    });
    expect(reviewed.json().data.status).toBe('rejected');
    // Saving the edits of an association already rejected keeps working.
    const edited = await call(ctx.app, 'PUT', `/api/admin/associations/${created.id}`, {
      token: admin.token,
      body: { ...reviewed.json().data, city: 'Lyon' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ status: 'rejected', city: 'Lyon' });
  });

  it('lists every association with full records, and 404s unknown or malformed ids', async () => {
    const list = await call(ctx.app, 'GET', '/api/admin/associations', { token: admin.token });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.length).toBeGreaterThanOrEqual(3);
    expect(list.json().data[0]).toHaveProperty('iban');
    expect(
      (
        await call(ctx.app, 'PUT', '/api/admin/associations/pas-un-uuid', {
          token: admin.token,
          body: {},
        })
      ).statusCode,
    ).toBe(404);
    const missing = await call(
      ctx.app,
      'PUT',
      '/api/admin/associations/00000000-0000-4000-8000-000000000000',
      { token: admin.token, body: {} },
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Association non trouvée', code: 'not_found' });
  });

  it('deletes an association with its campaigns, but not one whose campaigns received donations', async () => {
    const empty = await createAssociation(ctx);
    await createCampaign(ctx, { associationId: empty.id });
    const removed = await call(ctx.app, 'DELETE', `/api/admin/associations/${empty.id}`, {
      token: admin.token,
    });
    expect(removed.statusCode).toBe(200);
    expect(
      await ctx.db.select().from(associations).where(eq(associations.id, empty.id)),
    ).toHaveLength(0);

    const funded = await createAssociation(ctx);
    const campaign = await createCampaign(ctx, { associationId: funded.id });
    await createDonation(ctx, { campaignId: campaign.id });
    const refused = await call(ctx.app, 'DELETE', `/api/admin/associations/${funded.id}`, {
      token: admin.token,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      detail: 'Cette association a des campagnes et ne peut pas être supprimée',
      code: 'association_has_campaigns',
    });
  });
});
