import {
  createAssociation,
  createCampaign,
  createDonation,
  createUser,
  type TestUser,
} from '../../helpers/fixtures';
import { call, createTestContext, type TestContext } from '../../helpers/test-app';
import { pdfBytes } from '../../helpers/files';

describe('association manager dashboard', () => {
  let ctx: TestContext;
  let manager: TestUser;
  let otherManager: TestUser;
  let association: Awaited<ReturnType<typeof createAssociation>>;
  let otherAssociation: Awaited<ReturnType<typeof createAssociation>>;

  beforeAll(async () => {
    ctx = await createTestContext();
    association = await createAssociation(ctx, { name: 'Mon Asso', status: 'approved' });
    otherAssociation = await createAssociation(ctx, { name: 'Autre Asso' });
    manager = await createUser(ctx, {
      role: 'association_manager',
      associationIds: [association.id],
    });
    otherManager = await createUser(ctx, {
      role: 'association_manager',
      associationIds: [otherAssociation.id],
    });
  });
  afterAll(() => ctx.close());

  it('reads its association in full (bank details, documents) and updates it, status excepted', async () => {
    const read = await call(ctx.app, 'GET', '/api/dashboard/association', { token: manager.token });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({
      id: association.id,
      iban: 'FR7630006000011234567890189',
      documents: [],
    });
    const update = await call(ctx.app, 'PUT', '/api/dashboard/association', {
      token: manager.token,
      body: {
        name: 'Mon Asso Renommée',
        city: 'Paris',
        status: 'approved',
        rib_iban: 'DE89 3704 0044 0532 0130 00',
        description: '<p>ok</p><iframe src="x"></iframe>',
      },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json().data).toMatchObject({
      name: 'Mon Asso Renommée',
      city: 'Paris',
      iban: 'DE89370400440532013000',
      description: '<p>ok</p>',
      slug: association.slug,
    });
  });

  it('refuses a bad SIRET, IBAN, BIC, website, email or phone with 422 naming each field', async () => {
    const response = await call(ctx.app, 'PUT', '/api/dashboard/association', {
      token: manager.token,
      body: {
        siret: '12345678900011',
        iban: 'FR7630006000011234567890188',
        bic: 'AGRI',
        website: 'mon-asso',
        email: 'contact@',
        phone: '01 23',
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual(
      expect.arrayContaining([
        { path: 'siret', message: 'Numéro SIRET invalide (14 chiffres)' },
        { path: 'iban', message: 'IBAN invalide' },
        { path: 'bic', message: 'BIC invalide (8 ou 11 caractères)' },
        {
          path: 'website',
          message: 'Adresse de site web invalide (ex: https://mon-association.fr)',
        },
        { path: 'email', message: "Format d'email invalide" },
        { path: 'phone', message: 'Format de téléphone invalide (ex: +33 6 12 34 56 78)' },
      ]),
    );
    const unchanged = await call(ctx.app, 'GET', '/api/dashboard/association', {
      token: manager.token,
    });
    expect(unchanged.json().data.siret).not.toBe('12345678900011');
  });

  it('keeps a pending association pending whatever the manager sends', async () => {
    const pending = await createAssociation(ctx, { status: 'pending' });
    const pendingManager = await createUser(ctx, {
      role: 'association_manager',
      associationIds: [pending.id],
    });
    const update = await call(ctx.app, 'PUT', '/api/dashboard/association', {
      token: pendingManager.token,
      body: { status: 'approved' },
    });
    expect(update.json().data.status).toBe('pending');
  });

  it('answers 404 with the French text to a manager without an association', async () => {
    const lonely = await createUser(ctx, { role: 'association_manager' });
    const response = await call(ctx.app, 'GET', '/api/dashboard/association', {
      token: lonely.token,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      detail: "Aucune information d'association disponible",
      code: 'not_found',
    });
    expect(
      (await call(ctx.app, 'GET', '/api/dashboard/campaigns', { token: lonely.token })).json(),
    ).toEqual({ data: [] });
  });

  it("stores each reward's value (reçus fiscaux), keeps it on edit, and refuses a negative one", async () => {
    const created = await call(ctx.app, 'POST', '/api/dashboard/campaigns', {
      token: manager.token,
      body: {
        title: 'Projet avec contreparties',
        description: 'Court',
        rewards: [
          { amount: 20, title: 'Affiche', value: 4.5 },
          { amount: 5, title: 'Merci', no_market_value: true },
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    const campaign = created.json().data;
    expect(
      campaign.rewards.map((reward: { title: string; value: number }) => [
        reward.title,
        reward.value,
      ]),
    ).toEqual([
      ['Merci', 0],
      ['Affiche', 4.5],
    ]);
    const edited = await call(ctx.app, 'PUT', `/api/dashboard/campaigns/${campaign.id}`, {
      token: manager.token,
      body: { rewards: [{ amount: 20, title: 'Affiche', value: 12 }] },
    });
    expect(edited.statusCode).toBe(200);
    const read = await call(ctx.app, 'GET', `/api/dashboard/campaigns/${campaign.id}`, {
      token: manager.token,
    });
    expect(read.json().data.rewards).toMatchObject([{ title: 'Affiche', value: 12 }]);
    const negative = await call(ctx.app, 'PUT', `/api/dashboard/campaigns/${campaign.id}`, {
      token: manager.token,
      body: { rewards: [{ amount: 20, title: 'Affiche', value: -1 }] },
    });
    expect(negative.statusCode).toBe(422);
    await call(ctx.app, 'DELETE', `/api/dashboard/campaigns/${campaign.id}`, {
      token: manager.token,
    });
  });

  it('creates campaigns as drafts, publishes them once approved, edits and deletes its own only', async () => {
    const created = await call(ctx.app, 'POST', '/api/dashboard/campaigns', {
      token: manager.token,
      body: {
        title: 'Mon projet',
        description: 'Court',
        story: '<p>Long</p>',
        target_amount: 500,
        status: 'active',
        rewards: [{ amount: 5, title: 'Merci', no_market_value: true }],
      },
    });
    expect(created.statusCode).toBe(201);
    const campaign = created.json().data;
    expect(campaign).toMatchObject({
      status: 'draft',
      association_id: association.id,
      target_amount: 500,
    });
    expect(campaign.rewards).toHaveLength(1);

    const published = await call(ctx.app, 'PUT', `/api/dashboard/campaigns/${campaign.id}`, {
      token: manager.token,
      body: { status: 'active', title: 'Mon projet publié' },
    });
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toMatchObject({ status: 'active', title: 'Mon projet publié' });
    expect((await call(ctx.app, 'GET', '/api/campaigns/mon-projet')).statusCode).toBe(200);

    const list = await call(ctx.app, 'GET', '/api/dashboard/campaigns', { token: manager.token });
    expect(list.json().data.map((item: { id: string }) => item.id)).toEqual([campaign.id]);

    // Another manager cannot see, edit or delete it: 404, as if it did not exist.
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { title: 'Piraté' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(ctx.app, method, `/api/dashboard/campaigns/${campaign.id}`, {
        token: otherManager.token,
        body,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Campagne non trouvée', code: 'not_found' });
    }
    const foreignAssociation = await call(ctx.app, 'POST', '/api/dashboard/campaigns', {
      token: otherManager.token,
      body: { title: 'x', description: 'y', association_id: association.id },
    });
    expect(foreignAssociation.statusCode).toBe(422);

    expect(
      (
        await call(ctx.app, 'DELETE', `/api/dashboard/campaigns/${campaign.id}`, {
          token: manager.token,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('cannot publish while its association is not approved', async () => {
    const pending = await createAssociation(ctx, { status: 'pending' });
    const pendingManager = await createUser(ctx, {
      role: 'association_manager',
      associationIds: [pending.id],
    });
    const created = (
      await call(ctx.app, 'POST', '/api/dashboard/campaigns', {
        token: pendingManager.token,
        body: { title: 'Projet', description: 'd' },
      })
    ).json().data;
    const publish = await call(ctx.app, 'PUT', `/api/dashboard/campaigns/${created.id}`, {
      token: pendingManager.token,
      body: { status: 'active' },
    });
    expect(publish.statusCode).toBe(409);
    expect(publish.json()).toEqual({
      detail: "L'association doit être approuvée pour publier une campagne",
      code: 'publish_needs_approval',
    });
    const draftEdit = await call(ctx.app, 'PUT', `/api/dashboard/campaigns/${created.id}`, {
      token: pendingManager.token,
      body: { status: 'draft', title: 'Toujours brouillon' },
    });
    expect(draftEdit.statusCode).toBe(200);
  });

  it('sees the paid donations received by its own association only, with donor emails', async () => {
    const mine = await createCampaign(ctx, { associationId: association.id });
    const theirs = await createCampaign(ctx, { associationId: otherAssociation.id });
    await createDonation(ctx, {
      campaignId: mine.id,
      donorEmail: 'fan@exemple.fr',
      amountCents: 4200,
      isAnonymous: true,
      rewardTitle: 'Merci',
    });
    await createDonation(ctx, { campaignId: mine.id, paymentStatus: 'pending' });
    await createDonation(ctx, { campaignId: theirs.id });
    const response = await call(ctx.app, 'GET', '/api/donations', { token: manager.token });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toHaveLength(1);
    expect(response.json().data[0]).toMatchObject({
      donor_email: 'fan@exemple.fr',
      amount: 42,
      is_anonymous: true,
      reward_selected: 'Merci',
      campaign_id: mine.id,
      payment_status: 'paid',
    });
  });

  it('uploads, lists and removes documents in both call styles', async () => {
    const boundary = '----test';
    const multipart = (field: string, filename: string, bytes: Buffer) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    const headers = {
      authorization: `Bearer ${manager.token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    };

    // Style 1: upload then attach by URL.
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload/document',
      headers,
      payload: multipart('file', 'statuts.pdf', pdfBytes()),
    });
    expect(uploaded.statusCode).toBe(201);
    const url = uploaded.json().data.url;
    expect(url).toContain('/documents/');
    const attached = await call(ctx.app, 'POST', '/api/dashboard/association/documents', {
      token: manager.token,
      body: { document_url: url, document_name: 'Statuts 2025' },
    });
    expect(attached.statusCode).toBe(201);
    expect(attached.json()).toMatchObject({ success: true, data: { name: 'Statuts 2025', url } });
    const stolen = await call(ctx.app, 'POST', '/api/dashboard/association/documents', {
      token: otherManager.token,
      body: { document_url: url, document_name: 'Volé' },
    });
    expect(stolen.statusCode).toBe(422);
    const detached = await call(
      ctx.app,
      'DELETE',
      `/api/dashboard/association/documents?document_url=${encodeURIComponent(url)}`,
      { token: manager.token },
    );
    expect(detached.statusCode).toBe(200);

    // Style 2: one multipart call with the part named `document`, then delete by id.
    const direct = await ctx.app.inject({
      method: 'POST',
      url: '/api/dashboard/documents',
      headers,
      payload: multipart('document', 'rapport.pdf', pdfBytes()),
    });
    expect(direct.statusCode).toBe(201);
    const document = direct.json().data;
    expect(document).toMatchObject({
      name: 'rapport.pdf',
      filename: 'rapport.pdf',
      content_type: 'application/pdf',
    });
    const read = await call(ctx.app, 'GET', '/api/dashboard/association', { token: manager.token });
    expect(read.json().data.documents.map((item: { id: string }) => item.id)).toEqual([
      document.id,
    ]);
    expect(
      (
        await call(ctx.app, 'DELETE', `/api/dashboard/documents/${document.id}`, {
          token: otherManager.token,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(ctx.app, 'DELETE', `/api/dashboard/documents/${document.id}`, {
          token: manager.token,
        })
      ).statusCode,
    ).toBe(200);
    expect((await call(ctx.app, 'GET', document.url, { token: manager.token })).statusCode).toBe(
      404,
    );
  });
});
