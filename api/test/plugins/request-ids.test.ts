import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { MailMessage, MailService } from '../../src/services/mail/mail-service';
import {
  ORIGIN,
  checkoutPath,
  createCampaign,
  createDonationContext,
  donationBody,
  eventually,
  postDonation,
  type CampaignFixture,
  type DonationTestContext,
} from '../donations/helpers';
import { createUser } from '../helpers/fixtures';
import { call } from '../helpers/test-app';

interface LogLine {
  msg: string;
  reqId?: string;
  clientAddress?: string;
  job?: { task: string };
  [field: string]: unknown;
}

/**
 * Request ids (issue 31): an incoming X-Request-Id is kept when acceptable, else one is made;
 * it comes back on the answer, is on every log line of the request and on the lines of the
 * jobs the request enqueued (graphile-worker's own and those their handlers write). The
 * client's address is logged: behind a trusted proxy, the one the proxy saw.
 */
describe('request ids', () => {
  let ctx: DonationTestContext;
  let app: FastifyInstance;
  let campaign: CampaignFixture;
  const lines: LogLine[] = [];
  const outbox: MailMessage[] = [];

  beforeAll(async () => {
    // Only the app under test runs jobs, so that their lines are in its log.
    ctx = await createDonationContext({ config: { jobWorker: false } });
    campaign = await createCampaign(ctx.db);
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
          lines.push(JSON.parse(line));
        done();
      },
    });
    // A mail service that logs through the app's logger, as the SMTP and .eml ones do.
    const mail: MailService = {
      async send(message) {
        outbox.push(message);
        app.log.info({ subject: message.subject }, 'mail handed over');
      },
    };
    app = await buildApp({
      config: { ...ctx.config, jobWorker: true, trustProxy: 1 },
      db: ctx.db,
      pool: ctx.handle.pool,
      mail,
      logger: { level: 'info', stream },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await ctx.close();
  });

  const linesOf = (requestId: string) => lines.filter((line) => line.reqId === requestId);

  it('keeps an acceptable X-Request-Id, returns it and writes it on the lines of the request and of its job', async () => {
    const user = await createUser(ctx, { role: 'donor' });
    const requestId = 'oubli-mdp-7f3a.2026:11';
    const answer = await call(app, 'POST', '/api/forgot-password', {
      body: { email: user.email },
      headers: { 'x-request-id': requestId, 'x-forwarded-for': '198.51.100.4, 203.0.113.9' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-request-id']).toBe(requestId);

    // The request's own line, with the client's address as the trusted proxy saw it (the last
    // of X-Forwarded-For: the first one is whatever the client wrote).
    const [completed] = linesOf(requestId).filter((line) => line.msg === 'request completed');
    expect(completed).toMatchObject({ url: '/api/forgot-password', clientAddress: '203.0.113.9' });

    // Its job (the reset link's email), run by the worker: graphile-worker's line about it and
    // the line its handler wrote through app.log carry the same id.
    await eventually(() =>
      linesOf(requestId).some(
        (line) => line.job?.task === 'password-reset-email' && /^Completed task/.test(line.msg),
      ),
    );
    expect(linesOf(requestId).map((line) => line.msg)).toContain('mail handed over');
    expect(outbox.some((message) => message.to === user.email)).toBe(true);
    // Nothing of the job's payload (the reset token) in any line.
    const token = /token=([\w-]+)/.exec(outbox.at(-1)!.text)?.[1];
    expect(token).toBeTruthy();
    expect(JSON.stringify(lines)).not.toContain(token);
  });

  it('carries the id of a payment request to the receipts job of its batched payment statement', async () => {
    const created = await postDonation(app, donationBody(campaign.id, { amount: 25 }));
    expect(created.statusCode).toBe(201);
    const requestId = 'paiement-sandbox-0042';
    const paid = await app.inject({
      method: 'POST',
      url: checkoutPath(created.json().data.checkout_url),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-request-id': requestId,
      },
      payload: new URLSearchParams({
        holder_name: 'Jeanne Dupont',
        card_number: '4242 4242 4242 4242',
        expiry: '12/30',
        cvc: '123',
      }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers['x-request-id']).toBe(requestId);
    await eventually(() =>
      linesOf(requestId).some(
        (line) => line.job?.task === 'payment-receipts-batch' && /^Completed task/.test(line.msg),
      ),
    );
    // The donor's receipt and the association's notice, each logged under the payment's id.
    expect(linesOf(requestId).filter((line) => line.msg === 'mail handed over')).toHaveLength(2);
  });

  it('lets a remote on another trusted origin read the id', async () => {
    const answer = await call(app, 'GET', '/api/stats', {
      headers: { origin: ORIGIN, 'x-request-id': 'depuis-un-remote' },
    });
    expect(answer.headers['x-request-id']).toBe('depuis-un-remote');
    expect(answer.headers['access-control-expose-headers']).toBe('x-request-id');
  });

  it('replaces a missing or unacceptable id by a new one, different for each request', async () => {
    const ids: string[] = [];
    for (const sent of [undefined, '', 'deux mots', 'x'.repeat(129), 'a"b', 'é']) {
      const answer = await call(app, 'POST', '/api/donations', {
        body: {},
        headers: sent === undefined ? {} : { 'x-request-id': sent },
      });
      expect(answer.statusCode).toBe(422);
      const id = String(answer.headers['x-request-id']);
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(linesOf(id).map((line) => line.msg)).toContain('request completed');
      ids.push(id);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });
});
