import {
  createAssociation,
  createCampaign,
  createDonation,
  createUser,
  type TestUser,
} from '../../helpers/fixtures';
import { call, createTestContext, type TestContext } from '../../helpers/test-app';

describe('super admin: users and statistics', () => {
  let ctx: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await createUser(ctx, { role: 'super_admin' });
  });
  afterAll(() => ctx.close());

  it('creates a manager of an association; without a password they get a link to choose one', async () => {
    const association = await createAssociation(ctx);
    const response = await call(ctx.app, 'POST', '/api/admin/users', {
      token: admin.token,
      body: {
        full_name: 'Nadia Gérante',
        email: 'Nadia@Exemple.fr',
        role: 'association_manager',
        association_ids: [association.id],
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      email: 'nadia@exemple.fr',
      role: 'association_manager',
      association_ids: [association.id],
      is_active: true,
    });
    const mail = ctx.mail.outbox.find((message) => message.to === 'nadia@exemple.fr')!;
    expect(mail.subject).toBe('Votre compte a été créé');
    expect(mail.text).toContain("Gérant d'association");
    expect(mail.text).toContain('/reset-password?token=');
    const duplicate = await call(ctx.app, 'POST', '/api/admin/users', {
      token: admin.token,
      body: { full_name: 'X', email: 'nadia@exemple.fr' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      detail: 'Un compte existe déjà avec cet email',
      code: 'email_taken',
    });
  });

  it('creates a donor with a password who can log in at once; managed associations only for managers', async () => {
    const created = await call(ctx.app, 'POST', '/api/admin/users', {
      token: admin.token,
      body: { full_name: 'Paul Donateur', email: 'paul@exemple.fr', password: 'secret12' },
    });
    expect(created.json().data.role).toBe('donor');
    expect(
      (
        await call(ctx.app, 'POST', '/api/auth/login', {
          body: { email: 'paul@exemple.fr', password: 'secret12' },
        })
      ).statusCode,
    ).toBe(200);
    const association = await createAssociation(ctx);
    const wrong = await call(ctx.app, 'POST', '/api/admin/users', {
      token: admin.token,
      body: {
        full_name: 'X',
        email: 'x@exemple.fr',
        role: 'donor',
        association_ids: [association.id],
      },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().detail[0].path).toBe('association_ids');
  });

  it('edits role, activation, associations and password (empty keeps it), but not its own role or activation', async () => {
    const user = await createUser(ctx, { role: 'donor', password: 'ancien12' });
    const association = await createAssociation(ctx);
    const response = await call(ctx.app, 'PUT', `/api/admin/users/${user.id}`, {
      token: admin.token,
      body: {
        full_name: 'Nom Changé',
        role: 'association_manager',
        association_ids: [association.id],
        password: '',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      full_name: 'Nom Changé',
      role: 'association_manager',
      association_ids: [association.id],
    });
    expect(
      (
        await call(ctx.app, 'POST', '/api/auth/login', {
          body: { email: user.email, password: 'ancien12' },
        })
      ).statusCode,
    ).toBe(200);
    const demoted = await call(ctx.app, 'PUT', `/api/admin/users/${user.id}`, {
      token: admin.token,
      body: { role: 'donor', password: 'nouveau12' },
    });
    expect(demoted.json().data.association_ids).toEqual([]);
    expect(
      (
        await call(ctx.app, 'POST', '/api/auth/login', {
          body: { email: user.email, password: 'nouveau12' },
        })
      ).statusCode,
    ).toBe(200);

    expect(
      (
        await call(ctx.app, 'PUT', `/api/admin/users/${admin.id}`, {
          token: admin.token,
          body: { is_active: false },
        })
      ).statusCode,
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
        await call(ctx.app, 'PUT', '/api/admin/users/00000000-0000-4000-8000-000000000000', {
          token: admin.token,
          body: {},
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lists users without password hashes and sends a password-reset email', async () => {
    const list = await call(ctx.app, 'GET', '/api/admin/users', { token: admin.token });
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).not.toMatch(/argon2|password/);
    const user = await createUser(ctx);
    const sent = await call(ctx.app, 'POST', `/api/admin/send-password-reset/${user.id}`, {
      token: admin.token,
    });
    expect(sent.statusCode).toBe(200);
    await ctx.drainJobs();
    expect(
      ctx.mail.outbox.some(
        (mail) => mail.to === user.email && mail.text.includes('/reset-password?token='),
      ),
    ).toBe(true);
    expect(
      (await call(ctx.app, 'POST', '/api/admin/send-password-reset/nope', { token: admin.token }))
        .statusCode,
    ).toBe(404);
  });

  it('computes platform statistics with the 10 latest paid donations', async () => {
    const association = await createAssociation(ctx);
    await createAssociation(ctx, { status: 'pending' });
    const campaign = await createCampaign(ctx, { associationId: association.id });
    for (let i = 0; i < 12; i += 1)
      await createDonation(ctx, {
        campaignId: campaign.id,
        amountCents: 1000,
        donorEmail: i % 2 ? 'a@x.fr' : 'b@x.fr',
      });
    await createDonation(ctx, {
      campaignId: campaign.id,
      amountCents: 5000,
      paymentStatus: 'pending',
    });
    const response = await call(ctx.app, 'GET', '/api/admin/stats', { token: admin.token });
    expect(response.statusCode).toBe(200);
    const stats = response.json().data;
    expect(stats).toMatchObject({
      total_donated: 120,
      total_donations: 12,
      unique_donors: 2,
      pending_associations: 1,
      active_campaigns: 1,
      total_campaigns: 1,
    });
    expect(stats.total_users).toBeGreaterThanOrEqual(1);
    expect(stats.donations).toHaveLength(10);
    expect(stats.donations[0]).toMatchObject({
      amount: 10,
      payment_status: 'paid',
      campaign_title: campaign.title,
    });
    const all = await call(ctx.app, 'GET', '/api/admin/donations', { token: admin.token });
    expect(all.json().data).toHaveLength(13);
  });

  it('gives paid donations per month for the last 12 months, empty months at zero', async () => {
    const before = (await call(ctx.app, 'GET', '/api/admin/stats', { token: admin.token })).json()
      .data.donations_by_month as { month: string; amount: number; count: number }[];
    const association = await createAssociation(ctx);
    const campaign = await createCampaign(ctx, { associationId: association.id });
    const now = new Date();
    const threeMonthsAgo = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 3, 15));
    const lastYear = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth() - 1, 15));
    await createDonation(ctx, { campaignId: campaign.id, amountCents: 2550 });
    await createDonation(ctx, {
      campaignId: campaign.id,
      amountCents: 1000,
      paidAt: threeMonthsAgo,
    });
    await createDonation(ctx, { campaignId: campaign.id, amountCents: 9900, paidAt: lastYear });
    await createDonation(ctx, {
      campaignId: campaign.id,
      amountCents: 7000,
      paymentStatus: 'pending',
    });

    const response = await call(ctx.app, 'GET', '/api/admin/stats', { token: admin.token });
    const months = response.json().data.donations_by_month as typeof before;

    expect(months).toHaveLength(12);
    const parisMonth = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Paris',
      year: 'numeric',
      month: '2-digit',
    });
    const key = (date: Date) => parisMonth.format(date);
    expect(months[11].month).toBe(key(now));
    expect(months[8].month).toBe(key(threeMonthsAgo));
    const added = months.map((month, index) => ({
      month: month.month,
      amount: Math.round((month.amount - before[index].amount) * 100) / 100,
      count: month.count - before[index].count,
    }));
    expect(added[11]).toEqual({ month: key(now), amount: 25.5, count: 1 });
    expect(added[8]).toEqual({ month: key(threeMonthsAgo), amount: 10, count: 1 });
    expect(added.filter((month) => month.count !== 0)).toHaveLength(2);
  });
});
