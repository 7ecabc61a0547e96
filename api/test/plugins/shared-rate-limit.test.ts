import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import {
  countRows,
  createCampaign,
  createDonationContext,
  donationBody,
  postDonation,
  submitCard,
  type DonationTestContext,
} from '../donations/helpers';
import { createTestContext, type TestContext } from '../helpers/test-app';

// The machine's Redis (TOOLCHAIN.md); CI sets REDIS_URL when it lives elsewhere.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const TOO_MANY = {
  detail: 'Trop de tentatives. Veuillez attendre quelques minutes.',
  code: 'rate_limited',
};

/** A second instance of the same platform: same database, same configuration. */
async function secondInstance(ctx: TestContext): Promise<FastifyInstance> {
  const app = await buildApp({ config: ctx.config, db: ctx.db, mail: ctx.mail, logger: false });
  await app.ready();
  return app;
}

const login = (app: FastifyInstance, email: string, remoteAddress = '10.1.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    payload: { email, password: 'mauvais-mot-de-passe' },
  });

// Stand-ins, two apps and password hashing on a busy machine: more than jest's 5 s default
// (a run from the root ignores the api project's testTimeout).
const HOOK_TIMEOUT_MS = 30_000;

describe('rate limits with REDIS_URL: two instances count together', () => {
  let ctx: TestContext;
  let other: FastifyInstance;
  beforeAll(async () => {
    ctx = await createTestContext({
      redisUrl: REDIS_URL,
      // A prefix of this run's own: parallel test files and runs never share a counter.
      redisKeyPrefix: `test-${randomBytes(6).toString('hex')}:`,
      authRateLimitMax: 3,
      authAddressRateLimitMax: 5,
    });
    other = await secondInstance(ctx);
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await other.close();
    await ctx.close();
  }, HOOK_TIMEOUT_MS);

  it('refuses the fourth login attempt on one account, wherever the attempts landed', async () => {
    const statuses = [];
    for (const app of [ctx.app, other, ctx.app, other]) {
      statuses.push((await login(app, 'cible@exemple.fr')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const blocked = await login(ctx.app, 'cible@exemple.fr');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
  });

  it('caps one address across emails over both instances, not another address', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      const app = i % 2 === 0 ? ctx.app : other;
      statuses.push((await login(app, `compte${i}@exemple.fr`, '10.1.0.2')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await login(other, 'compte9@exemple.fr', '10.1.0.3')).statusCode).toBe(401);
  });
});

describe('rate limits without REDIS_URL: each instance counts alone', () => {
  let ctx: TestContext;
  let other: FastifyInstance;
  beforeAll(async () => {
    ctx = await createTestContext({ authRateLimitMax: 3, authAddressRateLimitMax: 100 });
    other = await secondInstance(ctx);
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await other.close();
    await ctx.close();
  }, HOOK_TIMEOUT_MS);

  it('lets three attempts through on each instance (what REDIS_URL is for)', async () => {
    const statuses = [];
    for (const app of [ctx.app, other, ctx.app, other, ctx.app, other, ctx.app]) {
      statuses.push((await login(app, 'cible@exemple.fr')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
  });
});

describe('donation limits with REDIS_URL: shared, and one counter per route', () => {
  let ctx: DonationTestContext;
  let other: FastifyInstance;
  beforeAll(async () => {
    ctx = await createDonationContext({
      config: {
        redisUrl: REDIS_URL,
        redisKeyPrefix: `test-${randomBytes(6).toString('hex')}:`,
        donationRateLimitMax: 2,
      },
    });
    other = await secondInstance(ctx);
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await other.close();
    await ctx.close();
  }, HOOK_TIMEOUT_MS);

  it('counts checkouts over both instances, card attempts apart from them', async () => {
    const campaign = await createCampaign(ctx.db);
    const first = await postDonation(ctx.app, donationBody(campaign.id));
    expect(first.statusCode).toBe(201);
    expect((await postDonation(other, donationBody(campaign.id))).statusCode).toBe(201);
    const before = await countRows(ctx.db);
    const limited = await postDonation(ctx.app, donationBody(campaign.id));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(TOO_MANY);
    expect(await countRows(ctx.db)).toEqual(before);

    const checkoutUrl = first.json().data.checkout_url;
    expect((await submitCard(other, checkoutUrl, '4000000000000002')).statusCode).toBe(402);
    expect((await submitCard(ctx.app, checkoutUrl, '4000000000000002')).statusCode).toBe(402);
    expect((await submitCard(other, checkoutUrl, '4000000000000002')).statusCode).toBe(429);
  });
});
