import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { createDatabase, type DatabaseHandle } from '../../src/db/client';
import { applySessionState } from '../../src/services/payments/payment-sync';
import {
  createCampaign,
  createDonationContext,
  donateAndPay,
  donationBody,
  eventually,
  postDonation,
  type CampaignFixture,
  type DonationTestContext,
} from '../donations/helpers';
import { call, httpCall, listenForTest } from '../helpers/test-app';

const TOKEN = 'jeton-de-supervision-0123456789abcdef';

/** The value of one sample (`name{labels} value`) of a Prometheus text answer; 0 if absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

/**
 * Prometheus metrics (issue 31): the text format, never for the public. With METRICS_TOKEN,
 * GET /metrics on the app's port answers its bearer only; without it, 404 (not the web
 * page); METRICS_PORT serves them on a port of their own. HTTP requests are counted by route
 * pattern, public reads answered before Fastify included.
 */
describe('metrics', () => {
  let ctx: DonationTestContext;
  let campaign: CampaignFixture;

  beforeAll(async () => {
    ctx = await createDonationContext({ config: { metricsToken: TOKEN } });
    campaign = await createCampaign(ctx.db);
  });
  afterAll(() => ctx.close());

  const scrape = async () => {
    const answer = await call(ctx.app, 'GET', '/metrics', {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(answer.statusCode).toBe(200);
    return answer.body;
  };

  it('refuses /metrics to anyone without the token', async () => {
    const anonymous = await call(ctx.app, 'GET', '/metrics');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toBe('Bearer');
    expect(anonymous.json()).toEqual({
      detail: 'Session expirée. Veuillez vous reconnecter.',
      code: 'unauthenticated',
    });
    const wrong = await call(ctx.app, 'GET', '/metrics', {
      headers: { authorization: `Bearer ${TOKEN.replace('0', '1')}` },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('dons_');
  });

  it('answers the Prometheus text format to the bearer of the token', async () => {
    const answer = await call(ctx.app, 'GET', '/metrics', {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    const text = answer.body;
    for (const name of [
      'dons_http_request_duration_seconds',
      'dons_donations_paid_total',
      'dons_donations_failed_total',
      'dons_donations_refunded_total',
      'dons_emails_sent_total',
      'dons_emails_failed_total',
      'dons_job_runs_failed_total',
      'dons_job_queue_waiting',
      'dons_job_queue_oldest_waiting_seconds',
      'dons_job_queue_failed',
      'dons_db_pool_connections',
      'dons_public_cache_hits_total',
      'dons_public_cache_misses_total',
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(text).toContain(`# TYPE ${name} `);
    expect(sample(text, 'dons_database_up')).toBe(1);
    expect(sample(text, 'dons_db_pool_connections{state="max"}')).toBe(5);
  });

  it('has every metric the Grafana dashboard and the alerting rules in deploy/ use', async () => {
    const text = await scrape();
    const deploy = path.resolve(__dirname, '../../../deploy');
    const used = [
      readFileSync(path.join(deploy, 'grafana/plateforme-dons-dashboard.json'), 'utf8'),
      readFileSync(path.join(deploy, 'prometheus/plateforme-dons-alerts.yml'), 'utf8'),
    ]
      .join('\n')
      .match(/\b(?:dons|process|nodejs)_[a-z0-9_]+/g)!;
    const families = new Set(used.map((name) => name.replace(/_(bucket|count|sum)$/, '')));
    expect(families.size).toBeGreaterThan(10);
    for (const family of families)
      expect({ family, typed: text.includes(`# TYPE ${family} `) }).toEqual({
        family,
        typed: true,
      });
  });

  it('counts requests by route pattern and status, with their latency', async () => {
    await call(ctx.app, 'GET', `/api/campaigns/${campaign.slug}`);
    await call(ctx.app, 'GET', `/api/campaigns/${campaign.id}`);
    await call(ctx.app, 'GET', '/api/campaigns/inconnue-de-nous');
    await call(ctx.app, 'GET', '/api/nulle-part/42');
    const text = await scrape();
    const route = 'method="GET",route="/api/campaigns/:idOrSlug"';
    expect(
      sample(text, `dons_http_request_duration_seconds_count{${route},status_code="200"}`),
    ).toBe(2);
    expect(
      sample(text, `dons_http_request_duration_seconds_count{${route},status_code="404"}`),
    ).toBe(1);
    expect(
      sample(
        text,
        `dons_http_request_duration_seconds_bucket{le="+Inf",${route},status_code="200"}`,
      ),
    ).toBe(2);
    // Never the raw URL: one series for every unknown path.
    expect(text).not.toContain(campaign.slug);
    expect(text).not.toContain('nulle-part');
    expect(
      sample(
        text,
        'dons_http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}',
      ),
    ).toBeGreaterThanOrEqual(1);
  });

  it('counts paid and failed donations and the emails their receipts sent', async () => {
    const before = await scrape();
    await donateAndPay(ctx.app, campaign.id, 15);
    const declined = await postDonation(ctx.app, donationBody(campaign.id, { amount: 20 }));
    await applySessionState(ctx.app.payments, declined.json().data.session_id, {
      status: 'failed',
    });
    await ctx.drainJobs();
    const after = await scrape();
    const grew = (series: string) => sample(after, series) - sample(before, series);
    expect(grew('dons_donations_paid_total')).toBe(1);
    expect(grew('dons_donations_failed_total{reason="declined"}')).toBe(1);
    // The donor's receipt and the association's notice.
    expect(grew('dons_emails_sent_total')).toBeGreaterThanOrEqual(2);
    expect(grew('dons_emails_failed_total')).toBe(0);
  });

  it('counts public reads answered from the cache, before Fastify included, under their route', async () => {
    const handle: DatabaseHandle = createDatabase(ctx.databaseUrl, { max: 3 });
    const app: FastifyInstance = await buildApp({
      config: { ...ctx.config, jobWorker: false },
      db: handle.db,
      pool: handle.pool,
      mail: ctx.mail,
      logger: false,
    });
    try {
      const base = await listenForTest(app);
      await eventually(() => app.publicCache.enabled);
      for (let read = 0; read < 3; read += 1)
        expect((await httpCall(base, 'GET', '/api/stats')).statusCode).toBe(200);
      const text = await app.metrics.text();
      expect(
        sample(
          text,
          'dons_http_request_duration_seconds_count{method="GET",route="/api/stats",status_code="200"}',
        ),
      ).toBe(3);
      expect(sample(text, 'dons_public_cache_misses_total')).toBe(1);
      expect(sample(text, 'dons_public_cache_hits_total')).toBe(2);
      expect(sample(text, 'dons_public_cache_enabled')).toBe(1);
    } finally {
      await app.close();
      await handle.close();
    }
  });
});

describe('metrics on their own port', () => {
  let ctx: DonationTestContext;
  beforeAll(async () => {
    ctx = await createDonationContext({ config: { jobWorker: false } });
  });
  afterAll(() => ctx.close());

  it('serves GET /metrics on METRICS_PORT, while the public port answers 404', async () => {
    const address = await ctx.app.metrics.listen(0, '127.0.0.1');
    const base = `http://127.0.0.1:${address.port}`;
    const metrics = await httpCall(base, 'GET', '/metrics');
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(metrics.body).toContain('# TYPE dons_http_request_duration_seconds histogram');
    expect((await httpCall(base, 'GET', '/')).statusCode).toBe(404);

    // No token set: the app's own port has no metrics, with the API's French 404 (not the web page).
    const publicPort = await call(ctx.app, 'GET', '/metrics', {
      headers: { authorization: 'Bearer nimporte-quoi-de-long-0123456789' },
    });
    expect(publicPort.statusCode).toBe(404);
    expect(publicPort.json()).toEqual({ detail: 'Ressource non trouvée', code: 'not_found' });
  });
});
