import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { campaigns, donations, ledgerEntries, payouts } from '../../src/db/schema';
import {
  createCampaign,
  createDonationContext,
  createUserWithToken,
  donationBody,
  postDonation,
  type DonationTestContext,
} from '../donations/helpers';
import {
  sendStripeEvent,
  startStripeStandIn,
  type StripeStandIn,
  stripeConfig,
} from '../donations/stripe-stand-in';

const API_DIR = path.resolve(__dirname, '../..');
const SETTLE_SCRIPT = path.join(API_DIR, 'src/cli/settlement-command.ts');
const WEBHOOK_SECRET = 'whsec_settle_provider';
const DAY = 86_400_000;
const REFUSED =
  'Ces dons ont été payés via « stripe », qui n’est pas configuré ici (PAYMENT_PROVIDER)';

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a command with exactly `env` (no PAYMENT_PROVIDER, NODE_ENV... of the test's own). */
function run(args: string[], env: Record<string, string>): Promise<Outcome> {
  const base: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME };
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', ...args],
      // A server that starts instead of refusing is stopped after 30 s (the test then fails).
      { cwd: API_DIR, env: { ...base, LOG_LEVEL: 'silent', ...env }, timeout: 30_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/**
 * Issue 26, item 10: settlement moves money through the provider each donation was paid
 * through. `npm run settle` without PAYMENT_PROVIDER used to mark Stripe money as transferred
 * through the sandbox, and to 'refund' a missed goal without refunding anyone.
 */
describe('npm run settle and the provider the donations were paid through', () => {
  let stripe: StripeStandIn;
  let ctx: DonationTestContext;
  let dataDir: string;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    ctx = await createDonationContext({ config: stripeConfig(stripe, WEBHOOK_SECRET) });
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'settle-provider-'));
  });
  afterAll(async () => {
    await ctx.close();
    await stripe.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const settle = (args: string[], env: Record<string, string> = {}) =>
    run([SETTLE_SCRIPT, ...args], { DATABASE_URL: ctx.databaseUrl, DATA_DIR: dataDir, ...env });
  const stripeEnv = () => ({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_stand_in',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_HOST: stripe.host,
    STRIPE_API_PORT: String(stripe.port),
    STRIPE_API_PROTOCOL: 'http',
  });

  async function donateAndPay(campaignId: string, amount: number) {
    const response = await postDonation(ctx.api, donationBody(campaignId, { amount }));
    const session = stripe.pay(response.json().data.session_id);
    const paid = await sendStripeEvent(
      ctx.api,
      WEBHOOK_SECRET,
      'checkout.session.completed',
      session,
    );
    expect(paid.statusCode).toBe(200);
    return session;
  }

  async function moneyOf(campaignId: string) {
    const [campaign] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    const rows = await ctx.db.select().from(donations).where(eq(donations.campaignId, campaignId));
    return {
      status: campaign!.status,
      payouts: await ctx.db.select().from(payouts).where(eq(payouts.campaignId, campaignId)),
      donations: rows.map((row) => ({
        provider: row.paymentProvider,
        status: row.paymentStatus,
        payoutId: row.payoutId,
      })),
      ledger: (
        await ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.campaignId, campaignId))
      ).map((entry) => entry.kind),
    };
  }

  it('refuses Stripe money without the Stripe provider (goal reached or missed): clear message, nothing written, nothing sent', async () => {
    const reached = await createCampaign(ctx.db, {
      targetCents: 2000,
      endDate: new Date(Date.now() + DAY),
      title: 'Objectif atteint',
    });
    await donateAndPay(reached.id, 25);
    const missed = await createCampaign(ctx.db, {
      targetCents: 100_000,
      endDate: new Date(Date.now() + DAY),
      title: 'Objectif manqué',
    });
    const missedSession = await donateAndPay(missed.id, 15);
    const admin = await createUserWithToken(ctx, { role: 'super_admin' });
    const account = await ctx.api.inject({
      method: 'PUT',
      url: `/api/admin/associations/${reached.associationId}/payout-account`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { stripe_account_id: 'acct_1Provider' },
    });
    expect(account.statusCode).toBe(200);
    const before = { reached: await moneyOf(reached.id), missed: await moneyOf(missed.id) };
    expect(before.reached.donations).toEqual([
      { provider: 'stripe', status: 'paid', payoutId: null },
    ]);
    const asOf = new Date(Date.now() + 2 * DAY).toISOString();

    // Without PAYMENT_PROVIDER: the sandbox. The dry run tells what the run will refuse...
    const plan = await settle(['--as-of', asOf, '--dry-run']);
    expect(plan.code).toBe(0);
    expect(plan.stdout).toContain(`refusé « Objectif atteint » : ${REFUSED}`);
    expect(plan.stdout).toContain(`refusé « Objectif manqué » : ${REFUSED}`);
    expect(plan.stdout).not.toContain('virement final « Objectif atteint »');
    // ...and the run refuses both campaigns, each with the reason.
    const refused = await settle(['--as-of', asOf, '--force']);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain(`ÉCHEC campagne ${reached.id} : ${REFUSED}`);
    expect(refused.stdout).toContain(`ÉCHEC campagne ${missed.id} : ${REFUSED}`);
    expect(refused.stdout).toContain('rien n’a été réglé ni écrit');
    expect(await moneyOf(reached.id)).toEqual(before.reached);
    expect(await moneyOf(missed.id)).toEqual(before.missed);
    const moved = () =>
      stripe.requests.filter((r) => r.path === '/v1/transfers' || r.path === '/v1/refunds');
    expect(moved()).toEqual([]);

    // With Stripe configured, the same run moves the money through Stripe.
    const done = await settle(['--as-of', asOf, '--force'], stripeEnv());
    expect(done.stdout).toContain(`virement final campagne ${reached.id} : 22,77\u00a0€ net`);
    expect(done.stdout).toContain(`remboursement campagne ${missed.id} : 1 don(s), 15\u00a0€`);
    expect(done.code).toBe(0);
    expect(moved().map((r) => [r.path, r.form.amount])).toEqual(
      expect.arrayContaining([
        ['/v1/transfers', '2277'],
        ['/v1/refunds', '1500'],
      ]),
    );
    expect(stripe.refunds.map((refund) => refund.payment_intent)).toContain(
      missedSession.payment_intent,
    );
    expect((await moneyOf(reached.id)).status).toBe('completed');
    expect((await moneyOf(missed.id)).donations).toEqual([
      expect.objectContaining({ provider: 'stripe', status: 'refunded' }),
    ]);
  }, 120_000);

  it('leaves a Stripe checkout alone without the Stripe provider (the sandbox called it failed), and asks Stripe with it', async () => {
    const campaign = await createCampaign(ctx.db, {
      targetCents: 100_000,
      endDate: new Date(Date.now() + 10 * DAY),
      title: 'Paiement en suspens',
    });
    const opened = await postDonation(ctx.api, donationBody(campaign.id, { amount: 12 }));
    const sessionId: string = opened.json().data.session_id;
    // Its checkout has expired on our side: the settlement's sweep asks the provider about it.
    await ctx.db
      .update(donations)
      .set({ checkoutExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(donations.providerSessionId, sessionId));
    const statusOf = async () =>
      (
        await ctx.db
          .select({ status: donations.paymentStatus })
          .from(donations)
          .where(eq(donations.providerSessionId, sessionId))
      )[0]!.status;

    const sandbox = await settle([]);
    expect(sandbox.stdout).toContain('dons en attente vérifiés auprès du prestataire : 0');
    expect(await statusOf()).toBe('pending');

    stripe.expire(sessionId);
    const withStripe = await settle([], stripeEnv());
    expect(withStripe.stdout).toContain('dons en attente vérifiés auprès du prestataire : 1');
    expect(await statusOf()).toBe('expired');
  }, 120_000);

  it('in production, the settle command and the server refuse the sandbox unless ALLOW_SANDBOX_IN_PRODUCTION=true', async () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://dons.example.fr',
    };
    const refused = await settle(['--dry-run'], production);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('PAYMENT_PROVIDER=sandbox');
    expect(refused.stderr).toContain('ALLOW_SANDBOX_IN_PRODUCTION=true');

    const server = await run(['src/server.ts'], {
      ...production,
      DATABASE_URL: ctx.databaseUrl,
      DATA_DIR: dataDir,
      PORT: '0',
    });
    expect(server.code).toBe(1);
    expect(server.stderr).toContain('ALLOW_SANDBOX_IN_PRODUCTION=true');

    const allowed = await settle(['--dry-run'], {
      ...production,
      ALLOW_SANDBOX_IN_PRODUCTION: 'true',
    });
    expect(allowed.stderr).toBe('');
    expect(allowed.code).toBe(0);
    expect(allowed.stdout).toContain('Simulation du règlement');
  }, 120_000);
});
