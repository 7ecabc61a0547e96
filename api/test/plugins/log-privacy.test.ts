import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import {
  createCampaign,
  createUserWithToken,
  donationBody,
  eventually,
  postDonation,
  submitCard,
} from '../donations/helpers';
import { call, createTestContext, type TestContext } from '../helpers/test-app';

/*
 * Issue 26 item 16: the log holds ids, never a secret or a donor's contact data. An app with
 * the real mail service (.eml outbox), the job worker and a pino stream at the default level
 * takes a paid gift and a password reset; the whole log is then read.
 */
describe('the log at its default level', () => {
  let ctx: TestContext;
  let app: FastifyInstance;
  const log: string[] = [];

  beforeAll(async () => {
    // ctx's own app runs no jobs: the app under test does (its worker logs the jobs).
    ctx = await createTestContext({ jobWorker: false });
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log.push(chunk.toString('utf8'));
        done();
      },
    });
    app = await buildApp({
      config: { ...ctx.config, jobWorker: true },
      db: ctx.db,
      pool: ctx.handle.pool,
      logger: { level: loadConfig({ DATA_DIR: ctx.config.dataDir }).logLevel, stream },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await ctx.close();
  });

  it('holds no reset token, no donor email, name or message', async () => {
    const donor = {
      name: 'Philippine Zéphyrin-Lavoisier',
      email: 'philippine.zephyrin@exemple-prive.test',
      message: 'Pour ma grand-mère Augustine, qui aimait tant ces arbres',
    };
    const campaign = await createCampaign(ctx.db);
    const created = await postDonation(
      app,
      donationBody(campaign.id, {
        donor_name: donor.name,
        donor_email: donor.email,
        message: donor.message,
        amount: 40,
      }),
    );
    expect(created.statusCode).toBe(201);
    const paid = await submitCard(app, created.json().data.checkout_url, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(303);

    const account = await createUserWithToken(ctx, {
      email: 'octave.reinitialise@exemple-prive.test',
      fullName: 'Octave Réinitialisé',
    });
    const asked = await call(app, 'POST', '/api/forgot-password', {
      body: { email: account.email },
    });
    expect(asked.statusCode).toBe(200);
    await ctx.drainJobs();

    // The reset link as mailed (the .eml outbox under DATA_DIR/mail), once its job ran.
    const outbox = path.join(ctx.config.dataDir, 'mail');
    const mails = () =>
      existsSync(outbox)
        ? readdirSync(outbox).map((file) =>
            readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, ''),
          )
        : [];
    const tokenMailed = () =>
      mails()
        .map((mail) => /token(?:=3D|=)([A-Za-z0-9_-]{16,})/.exec(mail)?.[1])
        .find(Boolean);
    await eventually(
      () =>
        Boolean(tokenMailed()) && /Completed task \d+ \(password-reset-email/.test(log.join('')),
      15_000,
    );
    const token = tokenMailed();
    expect(mails().some((mail) => mail.includes(donor.email))).toBe(true);
    expect(token).toBeDefined();

    // A refused call carrying the token and the email in its query is logged, without them.
    const refused = await call(
      app,
      'GET',
      `/api/campaigns/inconnue?token=${token!}&email=${encodeURIComponent(account.email)}&tri=recent`,
    );
    expect(refused.statusCode).toBe(404);

    const whole = log.join('');
    expect(whole).toContain('/api/campaigns/inconnue?token=[redacted]&email=[redacted]&tri=recent');
    // The log was written (jobs ran, requests were logged)...
    expect(whole).toMatch(/Completed task/);
    expect(whole).toMatch(/forgot-password/);
    // ...and says nothing it must not.
    for (const secret of [
      token!,
      donor.email,
      donor.name,
      donor.message,
      account.email,
      account.email.split('@')[0]!,
      'Octave',
    ]) {
      expect({ secret, found: whole.includes(secret) }).toEqual({ secret, found: false });
    }
  });
});
