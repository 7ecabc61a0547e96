import { eq } from 'drizzle-orm';
import { ROUTES } from 'shared-contracts';
import Stripe from 'stripe';
import { donations, ledgerEntries } from '../../src/db/schema';
import { checkLedger } from '../../src/services/ledger/check-ledger';
import {
  associationRaised,
  campaignTotals,
  countRows,
  createCampaign,
  createDonationContext,
  donationBody,
  eventually,
  paymentStatus,
  postDonation,
  type CampaignFixture,
  type DonationTestContext,
} from './helpers';
import {
  startStripeStandIn,
  type StandInSession,
  type StripeStandIn,
  stripeConfig,
} from './stripe-stand-in';

const WEBHOOK_SECRET = 'whsec_test_secret_for_the_stand_in';
const WEBHOOK_URL = '/api/donations/payments/webhook/stripe';
const signer = new Stripe('sk_test_signer').webhooks;

function event(type: string, object: unknown): string {
  return JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
}

describe('Stripe Checkout through a local stand-in of the Stripe API', () => {
  let stripe: StripeStandIn;
  let ctx: DonationTestContext;
  let campaign: CampaignFixture;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    ctx = await createDonationContext({
      config: stripeConfig(stripe, WEBHOOK_SECRET),
    });
    campaign = await createCampaign(ctx.db, {
      targetCents: 1_000_000,
      endDate: new Date(Date.now() + 86_400_000),
    });
  });
  afterAll(async () => {
    await ctx.close();
    await stripe.close();
  });

  async function sendWebhook(
    payload: string,
    options: { secret?: string; timestamp?: number; signature?: string } = {},
  ) {
    const signature =
      options.signature ??
      signer.generateTestHeaderString({
        payload,
        secret: options.secret ?? WEBHOOK_SECRET,
        timestamp: options.timestamp,
      });
    return ctx.api.inject({
      method: 'POST',
      url: WEBHOOK_URL,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  }

  async function checkout(amount: number): Promise<StandInSession> {
    const response = await postDonation(ctx.api, donationBody(campaign.id, { amount }));
    expect(response.statusCode).toBe(201);
    const session = stripe.sessions.get(response.json().data.session_id)!;
    expect(response.json().data.checkout_url).toBe(session.url);
    return session;
  }

  it('opens a Checkout session with the amount in cents, the return URL template and an idempotency key', async () => {
    const session = await checkout(42.5);
    expect(session.amount_total).toBe(4250);
    expect(session.currency).toBe('eur');
    expect(session.success_url).toBe(
      'http://localhost:3000/donation/success?session_id={CHECKOUT_SESSION_ID}',
    );
    // The route table's payment return page, once Stripe has named the session.
    const back = new URL(session.success_url.replace('{CHECKOUT_SESSION_ID}', 'cs_test_back'));
    expect(back.pathname).toBe(ROUTES.donationSuccess.href());
    expect(back.searchParams.get('session_id')).toBe('cs_test_back');
    expect(session.cancel_url).toBe(`http://localhost:3000/campaign/${campaign.slug}`);
    const [row] = await ctx.db
      .select()
      .from(donations)
      .where(eq(donations.providerSessionId, session.id));
    expect(session.metadata.donation_id).toBe(row!.id);
    const create = stripe.requests.find(
      (request) =>
        request.path === '/v1/checkout/sessions' && request.form.client_reference_id === row!.id,
    );
    expect(create?.idempotencyKey).toBe(`checkout-${row!.id}`);
  });

  it('counts a completed session once, however many times the webhook is delivered', async () => {
    const before = await campaignTotals(ctx.db, campaign.id);
    const session = stripe.pay((await checkout(30)).id);
    const payload = event('checkout.session.completed', session);
    for (let i = 0; i < 3; i += 1) {
      const response = await sendWebhook(payload);
      expect(response.statusCode).toBe(200);
    }
    expect(await campaignTotals(ctx.db, campaign.id)).toMatchObject({
      raisedCents: before.raisedCents + 3000,
      backers: before.backers + 1,
    });
    expect((await paymentStatus(ctx.api, session.id)).json().data.donation.payment_status).toBe(
      'paid',
    );
    const rows = await ctx.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, session.payment_intent!));
    expect(rows).toHaveLength(1);
  });

  it('keeps a paid donation paid when an expired event arrives late, and counts a payment reported after an expiry', async () => {
    const first = stripe.pay((await checkout(11)).id);
    await sendWebhook(event('checkout.session.completed', first));
    await sendWebhook(
      event('checkout.session.expired', { ...first, status: 'expired', payment_status: 'unpaid' }),
    );
    expect((await paymentStatus(ctx.api, first.id)).json().data.donation.payment_status).toBe(
      'paid',
    );

    const before = await campaignTotals(ctx.db, campaign.id);
    const second = await checkout(7);
    await sendWebhook(event('checkout.session.expired', { ...second, status: 'expired' }));
    expect((await paymentStatus(ctx.api, second.id)).json().data.donation.payment_status).toBe(
      'expired',
    );
    // Money the provider says it captured is never dropped, even after an earlier expiry.
    await sendWebhook(event('checkout.session.completed', stripe.pay(second.id)));
    await sendWebhook(event('checkout.session.completed', second));
    expect((await paymentStatus(ctx.api, second.id)).json().data.donation.payment_status).toBe(
      'paid',
    );
    expect(await campaignTotals(ctx.db, campaign.id)).toMatchObject({
      raisedCents: before.raisedCents + 700,
      backers: before.backers + 1,
    });
  });

  it("learns a pending donation's outcome from the status poll when the webhook never comes", async () => {
    const session = await checkout(15);
    expect((await paymentStatus(ctx.api, session.id)).json().data.donation.payment_status).toBe(
      'pending',
    );
    stripe.pay(session.id);
    expect((await paymentStatus(ctx.api, session.id)).json().data.donation.payment_status).toBe(
      'paid',
    );
    stripe.expire((await checkout(16)).id);
  });

  it('counts once under 50 concurrent status polls and webhooks on one session, and sends one receipt', async () => {
    const before = await campaignTotals(ctx.db, campaign.id);
    const raisedBefore = await associationRaised(ctx.db, campaign.associationId);
    const session = stripe.pay((await checkout(50)).id);
    const outboxBefore = ctx.mail.outbox.length;
    const payload = event('checkout.session.completed', session);
    const calls = Array.from({ length: 50 }, (_, i) =>
      i % 2 === 0 ? paymentStatus(ctx.api, session.id) : sendWebhook(payload),
    );
    const responses = await Promise.all(calls);
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(await campaignTotals(ctx.db, campaign.id)).toMatchObject({
      raisedCents: before.raisedCents + 5000,
      backers: before.backers + 1,
    });
    expect(await associationRaised(ctx.db, campaign.associationId)).toBe(raisedBefore + 5000);
    await eventually(() => ctx.mail.outbox.length >= outboxBefore + 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const receipts = ctx.mail.outbox
      .slice(outboxBefore)
      .filter((mail) => mail.to === 'jeanne.dupont@example.test');
    expect(receipts).toHaveLength(1);
    expect((await checkLedger(ctx.db)).ok).toBe(true);
  });

  it('rejects forged, tampered, unsigned and replayed webhooks with a French detail and changes nothing', async () => {
    const session = stripe.pay((await checkout(99)).id);
    const payload = event('checkout.session.completed', session);
    const before = await countRows(ctx.db);

    const forged = await sendWebhook(payload, { secret: 'whsec_someone_else' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({
      detail: 'Signature du webhook invalide.',
      code: 'webhook_signature_invalid',
    });

    const genuine = signer.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = await sendWebhook(payload.replace('"amount_total":9900', '"amount_total":1'), {
      signature: genuine,
    });
    expect(tampered.statusCode).toBe(400);

    const unsigned = await ctx.api.inject({
      method: 'POST',
      url: WEBHOOK_URL,
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toEqual({
      detail: 'Signature du webhook manquante.',
      code: 'webhook_signature_invalid',
    });

    const replayed = await sendWebhook(payload, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toEqual({
      detail: "Signature du webhook expirée : l'horodatage est trop ancien (rejeu refusé).",
      code: 'webhook_signature_invalid',
    });

    expect(await countRows(ctx.db)).toEqual(before);
    const [row] = await ctx.db
      .select()
      .from(donations)
      .where(eq(donations.providerSessionId, session.id));
    expect(row!.paymentStatus).toBe('pending');
  });

  it('ignores events about sessions it does not know', async () => {
    const response = await sendWebhook(
      event('checkout.session.completed', {
        id: 'cs_test_unknown',
        object: 'checkout.session',
        status: 'complete',
        payment_status: 'paid',
        payment_intent: 'pi_x',
      }),
    );
    expect(response.statusCode).toBe(200);
  });

  it('applies charge.refunded once: the donation is refunded and the totals move back', async () => {
    const session = stripe.pay((await checkout(20)).id);
    await sendWebhook(event('checkout.session.completed', session));
    const before = await campaignTotals(ctx.db, campaign.id);
    const charge = {
      id: 'ch_test_1',
      object: 'charge',
      payment_intent: session.payment_intent,
      refunded: true,
      amount: 2000,
      amount_refunded: 2000,
      refunds: { object: 'list', data: [{ id: 're_test_1' }] },
    };
    await sendWebhook(event('charge.refunded', charge));
    await sendWebhook(event('charge.refunded', charge));
    expect((await paymentStatus(ctx.api, session.id)).json().data.donation.payment_status).toBe(
      'refunded',
    );
    expect(await campaignTotals(ctx.db, campaign.id)).toMatchObject({
      raisedCents: before.raisedCents - 2000,
      backers: before.backers - 1,
    });
    const refunds = await ctx.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.kind, 'refund'));
    expect(refunds).toHaveLength(1);
    expect((await checkLedger(ctx.db)).ok).toBe(true);
  });

  it('leaves no donation behind when Stripe fails to open the session (502, French)', async () => {
    const before = await countRows(ctx.db);
    stripe.failCheckoutCreation = true;
    try {
      const response = await postDonation(ctx.api, donationBody(campaign.id, { amount: 10 }));
      expect(response.statusCode).toBe(502);
      expect(response.json().code).toBe('payment_failed');
      expect(response.json().detail).toBe(
        "Le service de paiement est momentanément indisponible. Aucun montant n'a été débité, veuillez réessayer.",
      );
    } finally {
      stripe.failCheckoutCreation = false;
    }
    expect(await countRows(ctx.db)).toEqual(before);
  });
});
