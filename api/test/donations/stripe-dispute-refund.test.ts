import { and, eq, sql } from 'drizzle-orm';
import { formatEuros } from 'shared-contracts';
import { REFUND_MESSAGES } from 'shared-contracts/src/donation/donation-refund.texts';
import Stripe from 'stripe';
import {
  associationDebts,
  associationPayoutAccounts,
  associations,
  donationDisputes,
  donations,
  ledgerEntries,
  payouts,
} from '../../src/db/schema';
import { checkLedger } from '../../src/services/ledger/check-ledger';
import { call } from '../helpers/test-app';
import {
  campaignTotals,
  createCampaign,
  createDonationContext,
  createUserWithToken,
  donationBody,
  eventually,
  postDonation,
  type CampaignFixture,
  type DonationTestContext,
} from './helpers';
import { startStripeStandIn, type StripeStandIn, stripeConfig } from './stripe-stand-in';

jest.setTimeout(120_000);

/**
 * Disputes meeting refunds, and the dispute fee as the provider reports it: the ledger gives
 * the money back once and records what Stripe's balance transactions withdrew, to the cent.
 */
const WEBHOOK_SECRET = 'whsec_dispute_refund_stand_in';
const DAY = 86_400_000;
const signer = new Stripe('sk_test_signer').webhooks;

/** Stripe's withdrawal of a dispute (amount and 15 € fee) and its reinstatements. */
const withdrawn = (amount: number) => ({ id: 'txn_w', amount: -amount, fee: 1500 });
const reinstatedWithFee = (amount: number) => ({ id: 'txn_r', amount, fee: -1500 });
const reinstatedFeeKept = (amount: number) => ({ id: 'txn_r', amount, fee: 0 });

describe('disputes and refunds of one gift, and the dispute fee (signed events, Stripe stand-in)', () => {
  let stripe: StripeStandIn;
  let ctx: DonationTestContext;
  let admin: { id: string; email: string; token: string };
  let disputeNumber = 0;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    ctx = await createDonationContext({ config: stripeConfig(stripe, WEBHOOK_SECRET) });
    admin = await createUserWithToken(ctx, {
      role: 'super_admin',
      email: 'admin.litiges@plateforme.test',
    });
  });
  afterAll(async () => {
    await ctx.close();
    await stripe.close();
  });

  async function send(type: string, object: unknown) {
    const payload = JSON.stringify({
      id: `evt_${Math.random().toString(36).slice(2)}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object },
    });
    const response = await ctx.api.inject({
      method: 'POST',
      url: '/api/donations/payments/webhook/stripe',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      payload,
    });
    expect(response.statusCode).toBe(200);
  }

  async function campaign(options: Parameters<typeof createCampaign>[1] = {}) {
    const created: CampaignFixture = await createCampaign(ctx.db, options);
    await ctx.db
      .update(associations)
      .set({ taxEligibility: 'verified', taxRatePercent: 66 })
      .where(eq(associations.id, created.associationId));
    await ctx.db
      .insert(associationPayoutAccounts)
      .values({ associationId: created.associationId, stripeAccountId: 'acct_1DisputeRefund' });
    return created;
  }

  async function give(campaignId: string, amount: number, email: string) {
    const response = await postDonation(
      ctx.api,
      donationBody(campaignId, { amount, donor_email: email }),
    );
    expect(response.statusCode).toBe(201);
    const session = stripe.pay(response.json().data.session_id);
    await send('checkout.session.completed', session);
    const [row] = await ctx.db
      .select()
      .from(donations)
      .where(eq(donations.providerSessionId, session.id));
    expect(row!.paymentStatus).toBe('paid');
    return { paymentIntent: session.payment_intent!, donationId: row!.id };
  }

  function dispute(
    paymentIntent: string,
    amount: number,
    status: string,
    balanceTransactions: unknown[] = [withdrawn(amount)],
  ) {
    return {
      id: `dp_refund_${(disputeNumber += 1)}`,
      object: 'dispute',
      amount,
      currency: 'eur',
      charge: `ch_${paymentIntent}`,
      payment_intent: paymentIntent,
      reason: 'fraudulent',
      status,
      balance_transactions: balanceTransactions,
    };
  }

  /** Stripe withdraws the disputed amount: from then on it refuses to refund the charge. */
  async function openDispute(paymentIntent: string, amount: number) {
    const opened = dispute(paymentIntent, amount, 'needs_response');
    stripe.disputed.add(paymentIntent);
    await send('charge.dispute.created', opened);
    return opened;
  }

  const refund = (donationId: string) =>
    call(ctx.api, 'POST', `/api/admin/donations/${donationId}/refund`, {
      token: admin.token,
      body: { reason: 'Demande du donateur' },
    });
  const refundCalls = (paymentIntent: string) =>
    stripe.requests.filter(
      (request) => request.path === '/v1/refunds' && request.form.payment_intent === paymentIntent,
    ).length;
  const refundsMade = (paymentIntent: string) =>
    stripe.refunds.filter((made) => made.payment_intent === paymentIntent).length;
  const transfersSince = (from: number) =>
    stripe.requests
      .filter((request) => request.path === '/v1/transfers')
      .slice(from)
      .map((request) => request.form.amount);
  const transferCount = () =>
    stripe.requests.filter((request) => request.path === '/v1/transfers').length;

  /** The ledger's sum per kind for a campaign, in cents. */
  async function ledgerSums(campaignId: string): Promise<Record<string, number>> {
    const rows = await ctx.db
      .select({ kind: ledgerEntries.kind, cents: sql<string>`sum(${ledgerEntries.amountCents})` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.campaignId, campaignId))
      .groupBy(ledgerEntries.kind);
    return Object.fromEntries(rows.map((row) => [row.kind, Number(row.cents)]));
  }
  const rowsOf = (donationId: string) =>
    ctx.db
      .select({ kind: ledgerEntries.kind, cents: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.donationId, donationId))
      .orderBy(ledgerEntries.kind);
  const disputeRow = async (id: string) =>
    (
      await ctx.db.select().from(donationDisputes).where(eq(donationDisputes.providerDisputeId, id))
    )[0]!;
  const adminMails = (subject: string) =>
    ctx.mail.outbox.filter((mail) => mail.to === admin.email && mail.subject.startsWith(subject));

  it('a dispute opened while support refunds the gift: Stripe refuses the refund, the API answers 409 in French; lost, the gift is given back once with its 15 € fee, to the cent', async () => {
    const target = await campaign();
    const gift = await give(target.id, 40, 'rose.double@example.test');
    await give(target.id, 60, 'marc.fidele@example.test');
    const before = await campaignTotals(ctx.db, target.id);

    // The refund request reaches Stripe just after the bank charged the payment back.
    stripe.beforeRefundReply = async (made) => {
      if (made.payment_intent === gift.paymentIntent) await openDispute(gift.paymentIntent, 4000);
    };
    try {
      const refused = await refund(gift.donationId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ detail: REFUND_MESSAGES.disputed, code: 'not_refundable' });
    } finally {
      stripe.beforeRefundReply = undefined;
    }
    const opened = { id: `dp_refund_${disputeNumber}` };
    expect(refundsMade(gift.paymentIntent)).toBe(0);
    const [claim] = await ctx.db.select().from(donations).where(eq(donations.id, gift.donationId));
    expect(claim).toMatchObject({
      paymentStatus: 'paid',
      refundRequestedAt: null,
      refundReason: null,
    });

    // Asked again while the dispute is open: refused before any call to Stripe.
    const calls = refundCalls(gift.paymentIntent);
    const again = await refund(gift.donationId);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(REFUND_MESSAGES.disputed);
    expect(refundCalls(gift.paymentIntent)).toBe(calls);

    // The month's transfer pays the 60 € gift only: 60,00 - 3,00 - (1,74 + 0,25) = 55,01 €.
    const sent = transferCount();
    await ctx.api.payments.settle(new Date(Date.now() + 40 * DAY));
    expect(transfersSince(sent)).toEqual(['5501']);

    await send('charge.dispute.closed', {
      ...dispute(gift.paymentIntent, 4000, 'lost'),
      id: opened.id,
    });
    expect(await rowsOf(gift.donationId)).toEqual([
      { kind: 'dispute_fee', cents: 1500 },
      { kind: 'payment', cents: 4000 },
      { kind: 'refund', cents: 4000 },
    ]);
    expect(await disputeRow(opened.id)).toMatchObject({
      outcome: 'lost',
      amountCents: 4000,
      feeCents: 1500,
    });
    expect(await campaignTotals(ctx.db, target.id)).toMatchObject({
      raisedCents: before.raisedCents - 4000,
      backers: before.backers - 1,
    });
    // The campaign's money to the cent: 100 € in, 40 € back (once), 55,01 € transferred,
    // 3,00 € commission, 1,99 € card fees, 15,00 € dispute fee.
    expect(await ledgerSums(target.id)).toEqual({
      payment: 10_000,
      refund: 4000,
      transfer: 5501,
      commission: 300,
      fee: 199,
      dispute_fee: 1500,
    });
    const late = await refund(gift.donationId);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('already_refunded');
    expect(refundsMade(gift.paymentIntent)).toBe(0);
    expect((await checkLedger(ctx.db)).ok).toBe(true);
  });

  it('a gift refunded after its transfer, then disputed: the dispute takes nothing more (amount at stake 0), one refund, one debt, only its fee', async () => {
    const target = await campaign();
    const gift = await give(target.id, 50, 'noe.rembourse@example.test');
    const sent = transferCount();
    await ctx.api.payments.settle(new Date(Date.now() + 40 * DAY));
    // 50,00 - 2,50 - (1,45 + 0,25) = 45,80 €.
    expect(transfersSince(sent)).toEqual(['4580']);
    expect((await refund(gift.donationId)).statusCode).toBe(200);
    expect(refundsMade(gift.paymentIntent)).toBe(1);

    // Stripe lets a refunded charge be disputed; it withdraws nothing more for it.
    const opened = dispute(gift.paymentIntent, 5000, 'needs_response', []);
    await send('charge.dispute.created', opened);
    expect(await disputeRow(opened.id)).toMatchObject({ outcome: 'open', amountCents: 0 });
    await eventually(() =>
      adminMails('Contestation de paiement').some((mail) =>
        mail.text.includes('déjà été remboursé'),
      ),
    );
    expect(
      adminMails('Contestation de paiement').find((mail) =>
        mail.text.includes('déjà été remboursé'),
      )!.subject,
    ).toContain(formatEuros(50));

    // Lost all the same: only the fee its balance transaction shows leaves.
    await send('charge.dispute.closed', {
      ...opened,
      status: 'lost',
      balance_transactions: [{ id: 'txn_fee', amount: 0, fee: 1500 }],
    });
    expect(await rowsOf(gift.donationId)).toEqual([
      { kind: 'dispute_fee', cents: 1500 },
      { kind: 'payment', cents: 5000 },
      { kind: 'refund', cents: 5000 },
    ]);
    const debts = await ctx.db
      .select({ cents: associationDebts.amountCents })
      .from(associationDebts)
      .where(eq(associationDebts.donationId, gift.donationId));
    expect(debts).toEqual([{ cents: 4580 }]);

    // Next month: 100,00 - 5,00 - (2,90 + 0,25) = 91,85 €, less the 45,80 € owed once: 46,05 €.
    await give(target.id, 100, 'lea.suivante@example.test');
    await ctx.api.payments.settle(new Date(Date.now() + 70 * DAY));
    expect(transfersSince(sent)).toEqual(['4580', '4605']);
    expect(await ledgerSums(target.id)).toEqual({
      payment: 15_000,
      refund: 5000,
      transfer: 4580 + 4605,
      recovery: 4580,
      commission: 250 + 500,
      fee: 170 + 315,
      dispute_fee: 1500,
    });
    expect((await checkLedger(ctx.db)).ok).toBe(true);
  });

  it('a goal missed: a gift of the refund payout disputed before its refund is not refunded by the settlement; lost, the dispute gives it back and the payout completes, to the cent', async () => {
    const target = await campaign({ targetCents: 100_000, endDate: new Date(Date.now() + DAY) });
    const disputed = await give(target.id, 30, 'ugo.litige@example.test');
    const other = await give(target.id, 25, 'ada.autre@example.test');

    // The refund payout is made, but Stripe is down: nothing refunded yet.
    stripe.refundFailure = { status: 500, type: 'api_error', message: 'Stand-in outage' };
    try {
      await ctx.api.payments.settle(new Date(Date.now() + 2 * DAY));
    } finally {
      stripe.refundFailure = undefined;
    }
    const [payout] = await ctx.db.select().from(payouts).where(eq(payouts.campaignId, target.id));
    expect(payout).toMatchObject({ kind: 'refund', grossCents: 5500, netCents: 5500 });
    expect(payout!.status).not.toBe('completed');

    const opened = await openDispute(disputed.paymentIntent, 3000);
    const callsBefore = refundCalls(disputed.paymentIntent);
    await ctx.api.payments.settle(new Date(Date.now() + 2 * DAY));
    // The other gift is refunded; the disputed one is not even asked for.
    expect(refundsMade(other.paymentIntent)).toBe(1);
    expect(refundCalls(disputed.paymentIntent)).toBe(callsBefore);
    const [waiting] = await ctx.db.select().from(payouts).where(eq(payouts.id, payout!.id));
    expect(waiting!.status).not.toBe('completed');
    expect((await campaignTotals(ctx.db, target.id)).status).not.toBe('completed');

    await send('charge.dispute.closed', { ...opened, status: 'lost' });
    await ctx.api.payments.settle(new Date(Date.now() + 2 * DAY));
    const [done] = await ctx.db.select().from(payouts).where(eq(payouts.id, payout!.id));
    expect(done!.status).toBe('completed');
    expect(refundsMade(disputed.paymentIntent)).toBe(0);
    expect(await ledgerSums(target.id)).toEqual({ payment: 5500, refund: 5500, dispute_fee: 1500 });
    expect(await campaignTotals(ctx.db, target.id)).toMatchObject({
      raisedCents: 0,
      backers: 0,
      status: 'completed',
    });
    // The card holder got the money from the bank: no refund notice from the platform.
    await ctx.drainJobs();
    expect(
      ctx.mail.outbox.filter(
        (mail) => mail.to === 'ugo.litige@example.test' && /rembours/i.test(mail.subject),
      ),
    ).toHaveLength(0);
    expect((await checkLedger(ctx.db)).ok).toBe(true);
  });

  it('a won dispute whose fee Stripe kept records that fee as the platform’s loss; one whose fee came back records none', async () => {
    const target = await campaign();
    const kept = await give(target.id, 30, 'iris.gagne@example.test');
    const returned = await give(target.id, 20, 'theo.gagne@example.test');
    const keptDispute = await openDispute(kept.paymentIntent, 3000);
    const returnedDispute = await openDispute(returned.paymentIntent, 2000);

    await send('charge.dispute.closed', {
      ...keptDispute,
      status: 'won',
      balance_transactions: [withdrawn(3000), reinstatedFeeKept(3000)],
    });
    await send('charge.dispute.closed', {
      ...returnedDispute,
      status: 'won',
      balance_transactions: [withdrawn(2000), reinstatedWithFee(2000)],
    });
    expect(await disputeRow(keptDispute.id)).toMatchObject({ outcome: 'won', feeCents: 1500 });
    expect(await disputeRow(returnedDispute.id)).toMatchObject({ outcome: 'won', feeCents: 0 });
    expect(await rowsOf(kept.donationId)).toEqual([
      { kind: 'dispute_fee', cents: 1500 },
      { kind: 'payment', cents: 3000 },
    ]);
    expect(await rowsOf(returned.donationId)).toEqual([{ kind: 'payment', cents: 2000 }]);
    await eventually(() =>
      adminMails('Contestation gagnée').some((mail) =>
        mail.text.includes(
          `Le prestataire de paiement a conservé les frais de contestation, ${formatEuros(15)}`,
        ),
      ),
    );

    // Both gifts count again: 50,00 - 2,50 - (1,45 + 0,50) = 45,55 €.
    const sent = transferCount();
    await ctx.api.payments.settle(new Date(Date.now() + 40 * DAY));
    expect(transfersSince(sent)).toEqual(['4555']);
    expect(await ledgerSums(target.id)).toEqual({
      payment: 5000,
      transfer: 4555,
      commission: 250,
      fee: 195,
      dispute_fee: 1500,
    });
    const [debt] = await ctx.db
      .select()
      .from(associationDebts)
      .where(and(eq(associationDebts.associationId, target.associationId)));
    expect(debt).toBeUndefined();
    expect((await checkLedger(ctx.db)).ok).toBe(true);
  });
});
