import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { checkoutChallengeSchema, solveCheckoutChallenge } from 'shared-contracts';
import { buildApp } from '../../src/app';
import type { Config } from '../../src/config';
import type { Database } from '../../src/db/client';
import {
  associationRaisedCents,
  associations,
  campaignBackers,
  campaignRaisedCents,
  campaigns,
  donations,
  ledgerEntries,
  rewards,
  users,
} from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';
import { signToken } from '../../src/plugins/auth';
import { createMailService, type MailService } from '../../src/services/mail/mail-service';
import type { PaymentProvider } from '../../src/services/payments/payment-provider';
import { createTestContext, type TestContext } from '../helpers/test-app';

export const ORIGIN = 'http://localhost:3000';

export interface DonationTestContext extends TestContext {
  /** The app under test (ctx.app unless SMTP or a custom provider was asked for). */
  api: FastifyInstance;
}

/**
 * The shared test context (own database, memory outbox) with settlement scheduling off, and
 * optionally an app on the same database that mails through a real SMTP server or uses a
 * given payment provider.
 */
export async function createDonationContext(
  options: { config?: Partial<Config>; mail?: MailService; provider?: PaymentProvider } = {},
): Promise<DonationTestContext> {
  // Many donations from one address in a test file: the per-address limit has its own test.
  const separateApi = Boolean(options.mail || options.provider);
  const ctx = await createTestContext({
    settlementIntervalMs: 0,
    donationRateLimitMax: 10_000,
    ...options.config,
    // With a second app, only that one runs jobs (its mail, its provider).
    ...(separateApi ? { jobWorker: false } : {}),
  });
  if (!separateApi) return { ...ctx, api: ctx.app };
  const api = await buildApp({
    config: { ...ctx.config, jobWorker: options.config?.jobWorker ?? true },
    db: ctx.db,
    pool: ctx.handle.pool,
    mail: options.mail ?? ctx.mail,
    paymentProvider: options.provider,
    logger: false,
  });
  await api.ready();
  return {
    ...ctx,
    api,
    close: async () => {
      await api.close();
      await ctx.close();
    },
  };
}

let sequence = 0;
const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${(sequence += 1)}-${randomBytes(3).toString('hex')}`;

export interface CampaignFixture {
  id: string;
  slug: string;
  associationId: string;
}

/** An association (approved by default) with one campaign (active, continuous by default). */
export async function createCampaign(
  db: Database,
  options: {
    associationStatus?: 'pending' | 'approved' | 'rejected';
    status?: 'draft' | 'active' | 'completed';
    targetCents?: number | null;
    endDate?: Date | null;
    title?: string;
    rewards?: { amountCents: number; title: string; description?: string }[];
    contactEmail?: string;
  } = {},
): Promise<CampaignFixture> {
  const [association] = await db
    .insert(associations)
    .values({
      slug: unique('asso'),
      name: 'Les Amis des Arbres',
      contactEmail: options.contactEmail ?? 'contact@amis-arbres.test',
      status: options.associationStatus ?? 'approved',
      category: 'environment',
    })
    .returning();
  const [campaign] = await db
    .insert(campaigns)
    .values({
      slug: unique('campagne'),
      title: options.title ?? 'Planter 1000 arbres',
      description: 'Reboisement',
      status: options.status ?? 'active',
      targetAmountCents: options.targetCents === undefined ? null : options.targetCents,
      endDate: options.endDate ?? null,
      associationId: association!.id,
    })
    .returning();
  for (const [position, reward] of (options.rewards ?? []).entries()) {
    await db.insert(rewards).values({ campaignId: campaign!.id, position, ...reward });
  }
  return { id: campaign!.id, slug: campaign!.slug, associationId: association!.id };
}

export async function createUserWithToken(
  ctx: TestContext,
  options: {
    role?: 'donor' | 'association_manager' | 'super_admin';
    email?: string;
    fullName?: string;
  } = {},
): Promise<{ id: string; email: string; token: string }> {
  const email = options.email ?? `${unique('user')}@example.test`;
  const [user] = await ctx.db
    .insert(users)
    .values({
      email,
      fullName: options.fullName ?? 'Camille Martin',
      role: options.role ?? 'donor',
      passwordHash: await hashPassword('secret123'),
    })
    .returning();
  return {
    id: user!.id,
    email,
    token: await signToken(ctx.config, user!.id, user!.sessionVersion),
  };
}

export function donationBody(
  campaignId: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    campaign_id: campaignId,
    donor_name: 'Jeanne Dupont',
    donor_email: 'jeanne.dupont@example.test',
    amount: 25,
    is_anonymous: false,
    message: '  Bravo !  ',
    origin_url: ORIGIN,
    accept_terms: true,
    ...overrides,
  };
}

/**
 * The body with a solved checkout challenge, as the dialog sends it (GET /donations/challenge,
 * then the same solver as the browser's, at the tests' low difficulty).
 */
export async function withProof(
  app: FastifyInstance,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const challenge = await app.inject({ method: 'GET', url: '/api/donations/challenge' });
  const proof = await solveCheckoutChallenge(checkoutChallengeSchema.parse(challenge.json().data));
  if (!proof) throw new Error('the checkout challenge has no solution');
  return { ...body, proof };
}

/** POST /donations; a body without a `proof` key gets one solved (withProof). */
export async function postDonation(
  app: FastifyInstance,
  body: Record<string, unknown>,
  token?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/donations',
    payload: 'proof' in body ? body : await withProof(app, body),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** The checkout page's path (the sandbox URL is absolute, on PUBLIC_URL). */
export function checkoutPath(checkoutUrl: string): string {
  const url = new URL(checkoutUrl);
  return `${url.pathname}${url.search}`;
}

export async function submitCard(
  app: FastifyInstance,
  checkoutUrl: string,
  cardNumber: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: checkoutPath(checkoutUrl),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      holder_name: 'Jeanne Dupont',
      card_number: cardNumber,
      expiry: '12/30',
      cvc: '123',
    }).toString(),
  });
}

export async function paymentStatus(
  app: FastifyInstance,
  sessionId: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: `/api/donations/payments/status/${encodeURIComponent(sessionId)}`,
  });
}

/** Creates a donation and pays it through the sandbox form; returns the session id. */
export async function donateAndPay(
  app: FastifyInstance,
  campaignId: string,
  amount: number,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const created = await postDonation(app, donationBody(campaignId, { amount, ...overrides }));
  if (created.statusCode !== 201) throw new Error(`donation refused: ${created.body}`);
  const { checkout_url: checkoutUrl, session_id: sessionId } = created.json().data;
  const paid = await submitCard(app, checkoutUrl, '4242 4242 4242 4242');
  if (paid.statusCode !== 303) throw new Error(`payment refused: ${paid.statusCode} ${paid.body}`);
  return sessionId;
}

export async function campaignTotals(
  db: Database,
  campaignId: string,
): Promise<{ raisedCents: number; backers: number; status: string }> {
  const [row] = await db
    .select({
      raisedCents: campaignRaisedCents,
      backers: campaignBackers,
      status: campaigns.status,
    })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  return row!;
}

export async function associationRaised(db: Database, associationId: string): Promise<number> {
  const [row] = await db
    .select({ raisedCents: associationRaisedCents })
    .from(associations)
    .where(eq(associations.id, associationId));
  return row!.raisedCents;
}

export async function countRows(
  db: Database,
): Promise<{ donations: number; ledger: number; users: number }> {
  const [d] = await db.$count(donations).then((n) => [n]);
  const [l] = await db.$count(ledgerEntries).then((n) => [n]);
  const [u] = await db.$count(users).then((n) => [n]);
  return { donations: d!, ledger: l!, users: u! };
}

export interface CapturedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on 127.0.0.1 that keeps every message it receives. */
export async function startSmtpCapture(): Promise<{
  url: string;
  messages: CapturedMail[];
  close(): Promise<void>;
}> {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export { createMailService };

/** Polls until `check` is true (post-commit work such as receipts runs in the background). */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 5000,
): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
