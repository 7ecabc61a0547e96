import { sql } from 'drizzle-orm';
import { auditLog } from '../../../src/db/schema';
import { pdfBytes } from '../../helpers/files';
import {
  createAssociation,
  createCampaign,
  createDonation,
  createUser,
  declareReceiptFacts,
  type TestUser,
} from '../../helpers/fixtures';
import { call, createTestContext, type TestContext } from '../../helpers/test-app';

/** Every action an admin or a manager takes on money, moderation, eligibility, roles or settings. */
describe('audit log', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let manager: TestUser;
  let association: Awaited<ReturnType<typeof createAssociation>>;

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await createUser(ctx, { role: 'super_admin', email: 'Chef.Admin@exemple.fr' });
    association = await createAssociation(ctx);
    manager = await createUser(ctx, {
      role: 'association_manager',
      associationIds: [association.id],
    });
  });
  afterAll(() => ctx.close());

  /** The Journal's rows about one entity, newest first, read as the super admin reads them. */
  async function journal(query: Record<string, string> = {}) {
    const response = await call(
      ctx.app,
      'GET',
      `/api/admin/audit-log?${new URLSearchParams(query)}`,
      { token: admin.token },
    );
    expect(response.statusCode).toBe(200);
    return response.json() as {
      data: {
        action: string;
        actor_email: string;
        actor_role: string;
        actor_id: string | null;
        entity_type: string;
        entity_id: string;
        before: Record<string, unknown> | null;
        after: Record<string, unknown> | null;
        reason: string | null;
        occurred_at: string;
      }[];
      total: number;
      page: number;
      page_size: number;
    };
  }
  const rowsOf = async (entityId: string) => (await journal({ entity_id: entityId })).data;
  const countRows = async () =>
    Number((await ctx.db.select({ n: sql<number>`count(*)` }).from(auditLog))[0]!.n);

  it('records an association created, edited, approved, rejected and deleted by the admin, bank details masked', async () => {
    const created = await call(ctx.app, 'POST', '/api/admin/associations', {
      token: admin.token,
      body: {
        name: 'Les Amis du Journal',
        contact_email: 'amis@journal.fr',
        category: 'social',
        iban: 'FR76 3000 6000 0112 3456 7890 189',
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    const put = (body: object) =>
      call(ctx.app, 'PUT', `/api/admin/associations/${id}`, { token: admin.token, body });
    expect((await put({ name: 'Les Amis du Journal de bord' })).statusCode).toBe(200);
    expect((await put({ status: 'approved' })).statusCode).toBe(200);
    expect((await put({ status: 'rejected' })).statusCode).toBe(422);
    const review = await call(ctx.app, 'POST', `/api/admin/associations/${id}/review`, {
      token: admin.token,
      body: { status: 'rejected', reason: 'RIB illisible.' },
    });
    expect(review.statusCode).toBe(200);
    expect(
      (await call(ctx.app, 'DELETE', `/api/admin/associations/${id}`, { token: admin.token }))
        .statusCode,
    ).toBe(200);

    const rows = await rowsOf(id);
    expect(rows.map((row) => row.action)).toEqual([
      'association.delete',
      'association.reject',
      'association.approve',
      'association.update',
      'association.create',
    ]);
    for (const row of rows)
      expect(row).toMatchObject({
        actor_email: 'chef.admin@exemple.fr',
        actor_role: 'super_admin',
        actor_id: admin.id,
        entity_type: 'association',
      });
    const [deleted, rejected, approved, updated, create] = rows;
    expect(create!.before).toBeNull();
    expect(create!.after).toMatchObject({
      name: 'Les Amis du Journal',
      status: 'pending',
      iban: 'FR76 •••• 0189',
    });
    expect(JSON.stringify(rows)).not.toContain('3000 6000');
    expect(JSON.stringify(rows)).not.toContain('30006000');
    // An edit shows only what changed.
    expect(updated!.before).toEqual({ name: 'Les Amis du Journal' });
    expect(updated!.after).toEqual({ name: 'Les Amis du Journal de bord' });
    expect(approved!.before).toEqual({ status: 'pending' });
    expect(approved!.after).toEqual({ status: 'approved' });
    expect(rejected!.after).toEqual({ status: 'rejected' });
    expect(deleted!.before).toMatchObject({
      name: 'Les Amis du Journal de bord',
      status: 'rejected',
    });
    expect(deleted!.after).toBeNull();
  });

  it('writes nothing when the change is refused or fails', async () => {
    const campaign = await createCampaign(ctx, { associationId: association.id });
    await createDonation(ctx, { campaignId: campaign.id });
    const before = await countRows();
    // Bad input (422), an association whose campaign received money (409), a frozen target
    // (422 from the money rules), a role change of oneself (409), an unknown id (404).
    expect(
      (
        await call(ctx.app, 'PUT', `/api/admin/associations/${association.id}`, {
          token: admin.token,
          body: { contact_email: 'pas-un-email' },
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await call(ctx.app, 'DELETE', `/api/admin/associations/${association.id}`, {
          token: admin.token,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await call(ctx.app, 'PUT', `/api/admin/campaigns/${campaign.id}`, {
          token: admin.token,
          body: { target_amount: 5 },
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (await call(ctx.app, 'DELETE', `/api/admin/campaigns/${campaign.id}`, { token: admin.token }))
        .statusCode,
    ).toBe(409);
    expect(
      (
        await call(ctx.app, 'PUT', `/api/admin/users/${admin.id}`, {
          token: admin.token,
          body: { role: 'donor' },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await call(ctx.app, 'PUT', '/api/admin/associations/00000000-0000-4000-8000-000000000000', {
          token: admin.token,
          body: { name: 'Personne' },
        })
      ).statusCode,
    ).toBe(404);
    expect(await countRows()).toBe(before);
  });

  it('records campaigns created, edited, published and deleted by the admin and by the manager', async () => {
    const created = await call(ctx.app, 'POST', '/api/dashboard/campaigns', {
      token: manager.token,
      body: { title: 'Cantine solidaire', description: 'Des repas chauds', target_amount: 1000 },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect(
      (
        await call(ctx.app, 'PUT', `/api/dashboard/campaigns/${id}`, {
          token: manager.token,
          body: { title: 'Cantine solidaire 2026' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call(ctx.app, 'PUT', `/api/admin/campaigns/${id}`, {
          token: admin.token,
          body: { status: 'active' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await call(ctx.app, 'DELETE', `/api/dashboard/campaigns/${id}`, { token: manager.token }))
        .statusCode,
    ).toBe(200);
    const adminCreated = await call(ctx.app, 'POST', '/api/admin/campaigns', {
      token: admin.token,
      body: {
        title: 'Campagne du siège',
        description: 'Créée par le support',
        association_id: association.id,
        status: 'draft',
        target_amount: 500,
      },
    });
    expect(adminCreated.statusCode).toBe(201);

    const rows = await rowsOf(id);
    expect(rows.map((row) => [row.action, row.actor_role])).toEqual([
      ['campaign.delete', 'association_manager'],
      ['campaign.status', 'super_admin'],
      ['campaign.update', 'association_manager'],
      ['campaign.create', 'association_manager'],
    ]);
    expect(rows[0]!.actor_email).toBe(manager.email);
    expect(rows[1]!.before).toEqual({ status: 'draft' });
    expect(rows[1]!.after).toEqual({ status: 'active' });
    expect(rows[2]!.after).toEqual({ title: 'Cantine solidaire 2026' });
    expect(rows[3]!.after).toMatchObject({
      title: 'Cantine solidaire',
      target_amount_cents: 100_000,
      status: 'draft',
      association_id: association.id,
    });
    const [adminRow] = await rowsOf(adminCreated.json().data.id);
    expect(adminRow).toMatchObject({ action: 'campaign.create', actor_role: 'super_admin' });
  });

  it('records accounts: creation, role, managed associations, deactivation, and a password only as replaced', async () => {
    const created = await call(ctx.app, 'POST', '/api/admin/users', {
      token: admin.token,
      body: {
        full_name: 'Nina Bénévole',
        email: 'nina@exemple.fr',
        role: 'donor',
        password: 'secret-tres-long-1',
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    const put = (body: object) =>
      call(ctx.app, 'PUT', `/api/admin/users/${id}`, { token: admin.token, body });
    expect(
      (await put({ role: 'association_manager', association_ids: [association.id] })).statusCode,
    ).toBe(200);
    expect((await put({ association_ids: [] })).statusCode).toBe(200);
    expect((await put({ password: 'un-autre-secret-9' })).statusCode).toBe(200);
    expect((await put({ is_active: false })).statusCode).toBe(200);

    const rows = await rowsOf(id);
    expect(rows.map((row) => row.action)).toEqual([
      'user.deactivate',
      'user.password',
      'user.associations',
      'user.role',
      'user.create',
    ]);
    expect(rows[4]!.after).toMatchObject({ email: 'nina@exemple.fr', role: 'donor' });
    expect(rows[3]!.before).toEqual({ role: 'donor', association_ids: [] });
    expect(rows[3]!.after).toEqual({
      role: 'association_manager',
      association_ids: [association.id],
    });
    expect(rows[2]!.after).toEqual({ association_ids: [] });
    expect(rows[1]!.after).toEqual({ credentials: 'replaced' });
    expect(rows[0]!.after).toEqual({ is_active: false });
    const text = JSON.stringify(rows);
    expect(text).not.toContain('secret');
    expect(text).not.toMatch(/argon2|password_hash|passwordHash/);
  });

  it('records eligibility for reçus fiscaux, tax settings and the payout account', async () => {
    const eligible = await createAssociation(ctx);
    await declareReceiptFacts(ctx.db, eligible.id);
    const review = await call(
      ctx.app,
      'PUT',
      `/api/admin/associations/${eligible.id}/tax-eligibility`,
      {
        token: admin.token,
        body: { decision: 'verified', rate: 66 },
      },
    );
    expect(review.statusCode).toBe(200);
    const account = await call(
      ctx.app,
      'PUT',
      `/api/admin/associations/${eligible.id}/payout-account`,
      {
        token: admin.token,
        body: { stripe_account_id: 'acct_Journal42' },
      },
    );
    expect(account.statusCode).toBe(200);
    const [payout, eligibility] = await rowsOf(eligible.id);
    expect(eligibility).toMatchObject({
      action: 'association.tax_eligibility',
      before: { tax_eligibility: 'declared', tax_rate_percent: null },
      after: { tax_eligibility: 'verified', tax_rate_percent: 66 },
    });
    expect(payout).toMatchObject({
      action: 'association.payout_account',
      before: { stripe_account_id: null },
      after: { stripe_account_id: 'acct_Journal42' },
    });

    const nextYear = `${new Date().getFullYear() + 1}-01-01`;
    const setting = await call(ctx.app, 'POST', '/api/admin/tax-settings', {
      token: admin.token,
      body: {
        key: 'ceiling_75_cents',
        valid_from: nextYear,
        value: 1200,
        source: 'Loi de finances',
      },
    });
    expect(setting.statusCode).toBe(201);
    const [taxRow] = (await journal({ entity_type: 'tax_settings', action: 'tax_settings.update' }))
      .data;
    expect(taxRow).toMatchObject({
      entity_id: 'ceiling_75_cents',
      after: { valid_from: nextYear, value: 1200, source: 'Loi de finances' },
    });
    // Before: the value in force on that day until then, from an earlier date.
    expect(typeof taxRow!.before!.value).toBe('number');
    expect(String(taxRow!.before!.valid_from) < nextYear).toBe(true);
  });

  it("records the manager's edits of their association, its eligibility declaration and its documents", async () => {
    const edited = await call(ctx.app, 'PUT', '/api/dashboard/association', {
      token: manager.token,
      body: { city: 'Valence' },
    });
    expect(edited.statusCode).toBe(200);
    const boundary = '----journal';
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/api/dashboard/documents',
      headers: {
        authorization: `Bearer ${manager.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="statuts.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        pdfBytes(),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(uploaded.statusCode).toBe(201);
    const document = uploaded.json().data;
    const declared = await call(ctx.app, 'POST', '/api/dashboard/tax-eligibility', {
      token: manager.token,
      body: {
        purpose: 'Aider les familles',
        legal_status: 'Association loi 1901',
        signatory_name: 'Marie Curie',
        signatory_title: 'Présidente',
        document_url: document.url,
      },
    });
    expect(declared.statusCode).toBe(200);
    const removed = await call(ctx.app, 'DELETE', `/api/dashboard/documents/${document.id}`, {
      token: manager.token,
    });
    expect(removed.statusCode).toBe(200);

    const rows = (await rowsOf(association.id)).filter((row) => row.actor_email === manager.email);
    expect(rows.map((row) => row.action)).toEqual([
      'association.document_remove',
      'association.tax_declaration',
      'association.document_add',
      'association.update',
    ]);
    expect(rows[3]!.after).toEqual({ city: 'Valence' });
    expect(rows[2]!.after).toMatchObject({ name: 'statuts.pdf', url: document.url });
    expect(rows[1]!.after).toMatchObject({
      tax_eligibility: 'declared',
      signatory_name: 'Marie Curie',
    });
    expect(rows[0]!.before).toMatchObject({ id: document.id });
    expect(rows[0]!.after).toBeNull();
  });

  it('is read by the super admin only', async () => {
    const donor = await createUser(ctx);
    expect((await call(ctx.app, 'GET', '/api/admin/audit-log')).statusCode).toBe(401);
    expect(
      (await call(ctx.app, 'GET', '/api/admin/audit-log', { token: manager.token })).statusCode,
    ).toBe(403);
    expect(
      (await call(ctx.app, 'GET', '/api/admin/audit-log', { token: donor.token })).statusCode,
    ).toBe(403);
  });

  it('searches by author, action, entity and Paris days, one page at a time', async () => {
    const all = await journal({ page_size: '100' });
    expect(all.total).toBe(all.data.length);
    expect(all.total).toBeGreaterThan(10);
    const times = all.data.map((row) => row.occurred_at);
    expect([...times].sort().reverse()).toEqual(times);

    const byAuthor = await journal({ actor_email: 'CHEF.admin', page_size: '100' });
    expect(byAuthor.total).toBeGreaterThan(0);
    expect(byAuthor.data.every((row) => row.actor_email === 'chef.admin@exemple.fr')).toBe(true);
    expect(byAuthor.total + (await journal({ actor_email: manager.email })).total).toBe(all.total);

    const approvals = await journal({ action: 'association.approve' });
    expect(approvals.total).toBe(1);
    const users = await journal({ entity_type: 'user', page_size: '100' });
    expect(users.data.every((row) => row.entity_type === 'user')).toBe(true);

    const pageTwo = await journal({ page: '2', page_size: '3' });
    expect(pageTwo).toMatchObject({ page: 2, page_size: 3, total: all.total });
    expect(pageTwo.data.map((row) => row.occurred_at)).toEqual(times.slice(3, 6));

    const parisToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(
      new Date(),
    );
    expect((await journal({ from: parisToday, to: parisToday, page_size: '100' })).total).toBe(
      all.total,
    );
    expect((await journal({ to: '2020-01-01' })).total).toBe(0);
    expect((await journal({ from: '2099-12-31' })).total).toBe(0);
  });

  it('answers 422 in French on bad filters', async () => {
    const response = await call(
      ctx.app,
      'GET',
      '/api/admin/audit-log?from=2026-02-30&action=DROP%20TABLE&entity_type=x1&page=0',
      { token: admin.token },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual(
      expect.arrayContaining([
        { path: 'from', message: 'Date invalide (format attendu : AAAA-MM-JJ)' },
        { path: 'action', message: 'Action inconnue : choisissez-la dans la liste.' },
        { path: 'entity_type', message: "Type d'élément inconnu : choisissez-le dans la liste." },
        expect.objectContaining({ path: 'page' }),
      ]),
    );
    const reversed = await call(
      ctx.app,
      'GET',
      '/api/admin/audit-log?from=2026-03-02&to=2026-03-01',
      {
        token: admin.token,
      },
    );
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().detail).toEqual([
      { path: 'to', message: 'La date de fin doit être postérieure ou égale à la date de début.' },
    ]);
  });

  it('is append-only in the database itself: UPDATE, DELETE and TRUNCATE are refused', async () => {
    const before = await countRows();
    expect(before).toBeGreaterThan(0);
    await expect(
      ctx.handle.pool.query("update audit_log set actor_email = 'x@y.fr'"),
    ).rejects.toThrow(/append-only \(UPDATE refused\)/);
    await expect(ctx.handle.pool.query('delete from audit_log')).rejects.toThrow(
      /append-only \(DELETE refused\)/,
    );
    await expect(ctx.handle.pool.query('truncate audit_log')).rejects.toThrow(
      /append-only \(TRUNCATE refused\)/,
    );
    expect(await countRows()).toBe(before);
    expect((await journal({ actor_email: 'x@y.fr' })).total).toBe(0);
  });
});
