import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { createDatabase, type DatabaseHandle } from '../../src/db/client';
import { campaigns } from '../../src/db/schema';
import {
  ORIGIN,
  createCampaign,
  createDonationContext,
  createUserWithToken,
  donateAndPay,
  eventually,
  type CampaignFixture,
  type DonationTestContext,
} from '../donations/helpers';
import { httpCall, listenForTest, type HttpAnswer } from '../helpers/test-app';

/**
 * Cached public reads are written before Fastify once the route has given them (issue 14):
 * the same status, headers and body as the route's own answer, 304 on a matching
 * If-None-Match, and every request that is not a plain public read still goes to the route.
 * Which requests reached Fastify is seen by an onRequest hook; the rest were answered early.
 */
describe('public reads answered before Fastify', () => {
  let ctx: DonationTestContext;
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  let base: string;
  let campaign: CampaignFixture;
  let associationSlug: string;
  const reachedFastify: string[] = [];

  beforeAll(async () => {
    ctx = await createDonationContext();
    campaign = await createCampaign(ctx.db);
    await donateAndPay(ctx.app, campaign.id, 12);
    handle = createDatabase(ctx.databaseUrl, { max: 3 });
    app = await buildApp({
      config: { ...ctx.config, jobWorker: false },
      db: handle.db,
      pool: handle.pool,
      mail: ctx.mail,
      logger: false,
    });
    app.addHook('onRequest', (request, _reply, done) => {
      reachedFastify.push(`${request.method} ${request.url}`);
      done();
    });
    base = await listenForTest(app);
    await eventually(() => app.publicCache.enabled);
    associationSlug = (await httpCall(base, 'GET', '/api/associations')).json().data[0].slug;
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
    await ctx.close();
  });

  /** Answers `get` with the number of requests that went through Fastify for it. */
  const counted = async (get: () => Promise<HttpAnswer>) => {
    const before = reachedFastify.length;
    const answer = await get();
    return { answer, throughFastify: reachedFastify.length - before };
  };
  const read = (url: string, headers: Record<string, string> = {}) =>
    counted(() => httpCall(base, 'GET', url, { headers }));
  /**
   * The raw headers but Date, which differs from one second to the next, and the value of
   * X-Request-Id, each request's own (its place among the headers is kept).
   */
  const withoutDate = (answer: HttpAnswer) => {
    const pairs: string[] = [];
    for (let index = 0; index < answer.rawHeaders.length; index += 2) {
      const name = answer.rawHeaders[index]!;
      if (name.toLowerCase() === 'x-request-id') pairs.push(`${name}: (its own)`);
      else if (name.toLowerCase() !== 'date')
        pairs.push(`${name}: ${answer.rawHeaders[index + 1]}`);
    }
    return pairs;
  };
  /** A change to public data (as any write's triggers do): every cached answer is dropped. */
  const changePublicData = async () => {
    const seen = app.publicCache.generation;
    await ctx.db
      .update(campaigns)
      .set({ updatedAt: new Date() })
      .where(eq(campaigns.id, campaign.id));
    await eventually(() => app.publicCache.generation > seen, 2000);
  };

  const publicReads = () => [
    '/api/campaigns',
    `/api/campaigns/${campaign.slug}`,
    `/api/campaigns/${campaign.slug}/donations`,
    '/api/associations',
    `/api/associations/${associationSlug}`,
    '/api/stats',
  ];

  it('the second read of each public call is answered early with the route’s very bytes', async () => {
    await changePublicData();
    for (const url of publicReads()) {
      const first = await read(url);
      const second = await read(url);
      expect({ url, throughFastify: first.throughFastify }).toEqual({ url, throughFastify: 1 });
      expect({ url, throughFastify: second.throughFastify }).toEqual({ url, throughFastify: 0 });
      expect(second.answer.statusCode).toBe(200);
      expect(second.answer.body).toBe(first.answer.body);
      expect(withoutDate(second.answer)).toEqual(withoutDate(first.answer));
      // The headers every API answer carries are in the early ones too.
      expect(second.answer.headers['x-content-type-options']).toBe('nosniff');
      expect(second.answer.headers['cache-control']).toBe('no-cache');
      expect(second.answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(second.answer.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(Number(second.answer.headers['content-length'])).toBe(
        Buffer.byteLength(second.answer.body),
      );
    }
  });

  it('an early answer carries its own request id: the one sent in, else a new one', async () => {
    const url = '/api/stats';
    await read(url);
    const sent = await read(url, { 'x-request-id': 'lecture-publique-42' });
    expect(sent.throughFastify).toBe(0);
    expect(sent.answer.headers['x-request-id']).toBe('lecture-publique-42');
    const made = [await read(url), await read(url), await read(url, { 'x-request-id': 'a b' })];
    const ids = made.map(({ answer }) => String(answer.headers['x-request-id']));
    expect(made.map(({ throughFastify }) => throughFastify)).toEqual([0, 0, 0]);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(3);
  });

  it('If-None-Match: 304 early with the route’s 304 headers, 200 when the ETag is not current', async () => {
    const url = `/api/campaigns/${campaign.slug}`;
    const etag = String((await read(url)).answer.headers.etag);
    const first = await read(url, { 'if-none-match': etag });
    const second = await read(url, { 'if-none-match': `"autre", ${etag}` });
    expect(first.answer.statusCode).toBe(304);
    expect(second.answer.statusCode).toBe(304);
    expect(second.throughFastify).toBe(0);
    expect(second.answer.body).toBe('');
    expect(withoutDate(second.answer)).toEqual(withoutDate(first.answer));
    const stale = await read(url, { 'if-none-match': '"autre"' });
    expect(stale.answer.statusCode).toBe(200);
    expect(stale.throughFastify).toBe(0);
    expect(stale.answer.headers.etag).toBe(etag);
  });

  it('requests that are not plain public reads still go through the route', async () => {
    const { token } = await createUserWithToken(ctx, { role: 'donor' });
    for (const url of publicReads()) await read(url);
    const cases: [string, () => Promise<HttpAnswer>][] = [
      ['signed in', () => httpCall(base, 'GET', '/api/stats', { token })],
      ['cross-origin', () => httpCall(base, 'GET', '/api/stats', { headers: { origin: ORIGIN } })],
      ['known query', () => httpCall(base, 'GET', '/api/campaigns?category=education')],
      ['unknown query', () => httpCall(base, 'GET', '/api/stats?utm_source=tv')],
      ['HEAD', () => httpCall(base, 'HEAD', '/api/stats')],
      ['other route', () => httpCall(base, 'GET', '/api/health')],
      ['not cached', () => httpCall(base, 'GET', '/api/campaigns/absente')],
    ];
    for (const [name, get] of cases) {
      // Twice: a request the route answered is still not answered early the next time.
      await get();
      const { answer, throughFastify } = await counted(get);
      expect({ name, throughFastify }).toEqual({ name, throughFastify: 1 });
      expect({ name, ok: answer.statusCode < 500 }).toEqual({ name, ok: true });
    }
    // What the route adds for those requests is still there.
    const cors = await httpCall(base, 'GET', '/api/stats', { headers: { origin: ORIGIN } });
    expect(cors.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect((await httpCall(base, 'GET', '/api/campaigns/absente')).statusCode).toBe(404);
  });

  it('a change drops the early answers: the next read is the route’s, with the change', async () => {
    const url = `/api/campaigns/${campaign.slug}`;
    await read(url);
    expect((await read(url)).throughFastify).toBe(0);
    await donateAndPay(ctx.app, campaign.id, 3);
    await eventually(async () => (await read(url)).answer.json().data.raised_amount === 15, 2000);
    const afterChange = await read(url);
    expect(afterChange.answer.json().data.raised_amount).toBe(15);
    expect(afterChange.throughFastify).toBe(0);
  });

  it('a write through this instance shows in its very next read, early answers or not', async () => {
    const { token: admin } = await createUserWithToken(ctx, { role: 'super_admin' });
    const url = `/api/campaigns/${campaign.slug}`;
    await read(url);
    expect((await read(url)).throughFastify).toBe(0);
    const edited = await counted(() =>
      httpCall(base, 'PUT', `/api/admin/campaigns/${campaign.id}`, {
        token: admin,
        body: { title: 'Titre changé en direct' },
      }),
    );
    expect(edited.answer.statusCode).toBe(200);
    expect(edited.throughFastify).toBe(1);
    // No waiting: the write's answer left once its change had emptied this instance's cache.
    const next = await read(url);
    expect(next.answer.json().data.title).toBe('Titre changé en direct');
    expect(next.throughFastify).toBe(1);
  });
});
