import { eq } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import { createDatabase, type DatabaseHandle } from '../../src/db/client';
import { associations, campaigns } from '../../src/db/schema';
import type { FastifyInstance } from 'fastify';
import {
  createCampaign,
  createDonationContext,
  createUserWithToken,
  donateAndPay,
  eventually,
  type DonationTestContext,
} from '../donations/helpers';
import { call, httpCall, listenForTest } from '../helpers/test-app';
import { nextChangeNotice } from '../../src/services/public-cache/change-notices';
import { PUBLIC_DATA_CHANNEL } from '../../src/services/public-cache/public-cache';

const DAY = 86_400_000;

/**
 * The public reads are answered from a cache of their bytes. Each kind of write that changes
 * them must show in the very next read, through this instance and through another one. Reads
 * go over a real port, as browsers' do: from the second read of a URL on, the cache answers
 * them before Fastify (plugins/early-public-answers.ts), and a write must empty those answers too.
 */
describe('public reads cache', () => {
  let ctx: DonationTestContext;
  let admin: string;
  let base: string;

  beforeAll(async () => {
    ctx = await createDonationContext();
    admin = (await createUserWithToken(ctx, { role: 'super_admin' })).token;
    base = await listenForTest(ctx.app);
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    httpCall(base, 'GET', url, { headers });
  const publicTitles = async () =>
    (await get('/api/campaigns')).json().data.map((campaign: { title: string }) => campaign.title);
  // A campaign written straight to the database, as the fixtures do, reaches the cache through
  // its trigger's notification, which arrives a moment after the insert: waits for it, so that
  // a list an earlier test left cached is not read before (no API write is involved here).
  const createHeardCampaign = async (options: Parameters<typeof createCampaign>[1] = {}) => {
    const campaign = await createCampaign(ctx.db, options);
    await ctx.app.publicCache.catchUp();
    return campaign;
  };

  it('listens, then answers repeated reads with the same bytes, an ETag and 304 when unchanged', async () => {
    await eventually(() => ctx.app.publicCache.enabled);
    const first = await get('/api/stats');
    const second = await get('/api/stats');
    expect(second.body).toBe(first.body);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const revalidated = await get('/api/stats', { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect((await get('/api/stats', { 'if-none-match': '"autre"' })).statusCode).toBe(200);
  });

  it('a paid donation shows at once in the campaign, its contributions, its association and the stats', async () => {
    const campaign = await createCampaign(ctx.db);
    const before = {
      campaign: await get(`/api/campaigns/${campaign.slug}`),
      donations: await get(`/api/campaigns/${campaign.slug}/donations`),
      stats: (await get('/api/stats')).json().data,
      list: await get('/api/campaigns'),
      associations: await get('/api/associations'),
    };
    expect(before.campaign.json().data.raised_amount).toBe(0);
    expect(before.donations.json().data).toEqual([]);

    await donateAndPay(ctx.app, campaign.id, 42.5);

    expect((await get(`/api/campaigns/${campaign.slug}`)).json().data.raised_amount).toBe(42.5);
    expect((await get(`/api/campaigns/${campaign.slug}/donations`)).json().data).toHaveLength(1);
    expect((await get('/api/stats')).json().data.total_raised).toBeCloseTo(
      before.stats.total_raised + 42.5,
      2,
    );
    const listed = (await get('/api/campaigns'))
      .json()
      .data.find((row: { id: string }) => row.id === campaign.id);
    expect(listed.raised_amount).toBe(42.5);
    const association = (await get('/api/associations'))
      .json()
      .data.find((row: { id: string }) => row.id === campaign.associationId);
    expect(association.raised_amount).toBe(42.5);
    // The old ETag no longer matches: a browser revalidating gets the new bytes.
    const revalidated = await get(`/api/campaigns/${campaign.slug}`, {
      'if-none-match': String(before.campaign.headers.etag),
    });
    expect(revalidated.statusCode).toBe(200);
  });

  it('an admin edit of a campaign or an association shows in the next read', async () => {
    const campaign = await createHeardCampaign({ title: 'Titre avant' });
    expect(await publicTitles()).toContain('Titre avant');
    const edited = await call(ctx.app, 'PUT', `/api/admin/campaigns/${campaign.id}`, {
      token: admin,
      body: { title: 'Titre après' },
    });
    expect(edited.statusCode).toBe(200);
    expect(await publicTitles()).toContain('Titre après');
    expect(await publicTitles()).not.toContain('Titre avant');

    const [association] = await ctx.db
      .select()
      .from(associations)
      .where(eq(associations.id, campaign.associationId));
    expect((await get(`/api/associations/${association!.slug}`)).json().data.city ?? null).toBe(
      association!.city ?? null,
    );
    const renamed = await call(ctx.app, 'PUT', `/api/admin/associations/${association!.id}`, {
      token: admin,
      body: { city: 'Besançon' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await get(`/api/associations/${association!.slug}`)).json().data.city).toBe('Besançon');
  });

  it('moderation: a rejected association disappears from every public read at once', async () => {
    const campaign = await createCampaign(ctx.db);
    expect((await get(`/api/campaigns/${campaign.slug}`)).statusCode).toBe(200);
    const totalBefore = (await get('/api/stats')).json().data.total_campaigns;
    const rejected = await call(
      ctx.app,
      'POST',
      `/api/admin/associations/${campaign.associationId}/review`,
      {
        token: admin,
        body: { status: 'rejected', reason: 'Statuts non conformes.' },
      },
    );
    expect(rejected.statusCode).toBe(200);
    expect((await get(`/api/campaigns/${campaign.slug}`)).statusCode).toBe(404);
    expect((await get('/api/stats')).json().data.total_campaigns).toBe(totalBefore - 1);
    expect(
      (await get('/api/associations'))
        .json()
        .data.some((row: { id: string }) => row.id === campaign.associationId),
    ).toBe(false);
  });

  it('deletion: a deleted campaign is gone from the next read', async () => {
    const campaign = await createHeardCampaign({ title: 'À supprimer' });
    expect(await publicTitles()).toContain('À supprimer');
    const removed = await call(ctx.app, 'DELETE', `/api/admin/campaigns/${campaign.id}`, {
      token: admin,
    });
    expect(removed.statusCode).toBe(200);
    expect(await publicTitles()).not.toContain('À supprimer');
    expect((await get(`/api/campaigns/${campaign.slug}`)).statusCode).toBe(404);
  });

  it('settlement (in the background, no request): the completed campaign shows once it commits', async () => {
    const campaign = await createCampaign(ctx.db, {
      targetCents: 1000,
      endDate: new Date(Date.now() + DAY),
    });
    await donateAndPay(ctx.app, campaign.id, 20);
    expect((await get(`/api/campaigns/${campaign.slug}`)).json().data.status).toBe('active');
    const report = await ctx.app.payments.settle(new Date(Date.now() + 2 * DAY));
    expect(report.completedCampaigns).toContain(campaign.id);
    // Notification delivery is asynchronous for writes no request waits on: milliseconds.
    await eventually(
      async () => (await get(`/api/campaigns/${campaign.slug}`)).json().data.status === 'completed',
      2000,
    );
  });

  it("a payment's own notification: changedHere resolves when it arrives, not before", async () => {
    await eventually(() => ctx.app.publicCache.enabled);
    const notify = (payload: string) =>
      ctx.handle.pool.query('select pg_notify($1, $2)', [PUBLIC_DATA_CHANNEL, payload]);
    const settledWithin = (promise: Promise<void>, ms: number) =>
      Promise.race([
        promise.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
      ]);
    const notice = nextChangeNotice();
    const heard = ctx.app.publicCache.changedHere(notice);
    // Another change, or another instance's notice, is not this one.
    await notify('');
    await notify('autre-instance:1');
    expect(await settledWithin(heard, 300)).toBe(false);
    await notify(notice);
    expect(await settledWithin(heard, 1000)).toBe(true);
    // A caller of the same batch that asks after the notification arrived is not held.
    expect(await settledWithin(ctx.app.publicCache.changedHere(notice), 50)).toBe(true);
  });

  it('a notification that never comes holds the payment for the catch-up timeout, no longer', async () => {
    await eventually(() => ctx.app.publicCache.enabled);
    const started = Date.now();
    await ctx.app.publicCache.changedHere(nextChangeNotice());
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    expect(Date.now() - started).toBeLessThan(4000);
    // The listener answered the catch-up round trip: it is kept.
    expect(ctx.app.publicCache.enabled).toBe(true);
  });

  it('a write behind the API (another process, npm run settle) reaches the cache through PostgreSQL', async () => {
    const campaign = await createHeardCampaign({ title: 'Écrit ailleurs' });
    expect(await publicTitles()).toContain('Écrit ailleurs');
    await ctx.db
      .update(campaigns)
      .set({ title: 'Réécrit ailleurs' })
      .where(eq(campaigns.id, campaign.id));
    await eventually(async () => (await publicTitles()).includes('Réécrit ailleurs'), 2000);
  });
});

describe('public reads cache across instances', () => {
  let ctx: DonationTestContext;
  let other: { app: FastifyInstance; handle: DatabaseHandle; base: string };

  beforeAll(async () => {
    ctx = await createDonationContext();
    const handle = createDatabase(ctx.databaseUrl, { max: 3 });
    const app = await buildApp({
      // Jobs run in ctx.app: this instance's small pool serves its reads only.
      config: { ...ctx.config, jobWorker: false },
      db: handle.db,
      pool: handle.pool,
      mail: ctx.mail,
      logger: false,
    });
    other = { app, handle, base: await listenForTest(app) };
    await eventually(() => ctx.app.publicCache.enabled && other.app.publicCache.enabled);
  });
  afterAll(async () => {
    await other.app.close();
    await other.handle.close();
    await ctx.close();
  });

  it('a donation paid through one instance is seen by the other', async () => {
    const campaign = await createCampaign(ctx.db);
    const read = async () =>
      (await httpCall(other.base, 'GET', `/api/campaigns/${campaign.slug}`)).json().data
        .raised_amount;
    expect(await read()).toBe(0);
    expect(await read()).toBe(0);
    const seen = other.app.publicCache.generation;
    await donateAndPay(ctx.app, campaign.id, 15);
    await eventually(() => other.app.publicCache.generation > seen, 2000);
    expect(await read()).toBe(15);
  });

  it('an instance that lost its LISTEN connection answers from the database until it is back', async () => {
    const campaign = await createCampaign(ctx.db, { title: 'Avant coupure' });
    await other.app.publicCache.catchUp();
    // Connections cut by the server fail the first queries after the cut, as after a real
    // restart (the pool drops them then): a read is retried until it answers, for 2 s at most.
    const titles = async (): Promise<string[]> => {
      for (let attempt = 0; ; attempt += 1) {
        const response = await httpCall(other.base, 'GET', '/api/campaigns');
        if (response.statusCode === 200)
          return response.json().data.map((row: { title: string }) => row.title);
        if (attempt >= 20) throw new Error(`GET /api/campaigns answered ${response.statusCode}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    expect(await titles()).toContain('Avant coupure');
    // Cut the other instance's LISTEN session from the server side.
    // Cut every other session of the database from the server side, as a restart or a
    // network cut would (the pools open new connections for the queries that follow).
    await ctx.handle.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );
    await eventually(() => !other.app.publicCache.enabled, 2000);
    await ctx.db
      .update(campaigns)
      .set({ title: 'Pendant coupure' })
      .where(eq(campaigns.id, campaign.id));
    expect(await titles()).toContain('Pendant coupure');
    await eventually(() => other.app.publicCache.enabled, 5000);
    expect(await titles()).toContain('Pendant coupure');
  });
});
