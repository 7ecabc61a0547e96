import { CHECKOUT_DEFENCE_MESSAGES } from 'shared-contracts';
import { call } from '../helpers/test-app';
import {
  createCampaign,
  createDonationContext,
  createUserWithToken,
  donationBody,
  withProof,
  type DonationTestContext,
} from './helpers';
import {
  sendStripeEvent,
  startStripeStandIn,
  type StripeStandIn,
  stripeConfig,
} from './stripe-stand-in';

const WEBHOOK_SECRET = 'whsec_card_testing';
const WINDOW_MS = 1500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const BLOCKED = { detail: CHECKOUT_DEFENCE_MESSAGES.tooManyDeclines, code: 'too_many_attempts' };

/**
 * Card testing on Stripe's hosted page (issue 28 item 7, review item 3): Stripe reports each
 * declined card (`payment_intent.payment_failed`, signed); two declines of one card within the
 * window block the address and the email that opened its checkouts, four declines of any cards
 * block an address; both lift when the window ends. Against the local Stripe stand-in.
 */
describe('declined cards on Stripe: per card and per address, from payment_intent.payment_failed', () => {
  let stripe: StripeStandIn;
  let ctx: DonationTestContext;
  let campaignId: string;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    ctx = await createDonationContext({
      config: {
        ...stripeConfig(stripe, WEBHOOK_SECRET),
        cardFailureLimitMax: 2,
        cardFailureLimitWindowMs: WINDOW_MS,
        cardDeclineAddressLimitMax: 4,
        donationEmailLimitMax: 100,
      },
    });
    campaignId = (await createCampaign(ctx.db)).id;
  });
  afterAll(async () => {
    await ctx.close();
    await stripe.close();
  });

  /** POST /donations from `address` for `email`, with a solved proof. */
  async function checkout(address: string, email: string) {
    return ctx.api.inject({
      method: 'POST',
      url: '/api/donations',
      remoteAddress: address,
      payload: await withProof(ctx.api, donationBody(campaignId, { donor_email: email })),
    });
  }

  /** Stripe's event for a declined attempt on the checkout of `donationId`, with this card. */
  function declined(donationId: string, fingerprint: string | null, code = 'card_declined') {
    return sendStripeEvent(ctx.api, WEBHOOK_SECRET, 'payment_intent.payment_failed', {
      id: `pi_${Math.random().toString(36).slice(2)}`,
      object: 'payment_intent',
      status: 'requires_payment_method',
      metadata: { donation_id: donationId },
      last_payment_error: {
        type: 'card_error',
        code,
        decline_code: code === 'card_declined' ? 'generic_decline' : undefined,
        payment_method: {
          id: `pm_${Math.random().toString(36).slice(2)}`,
          object: 'payment_method',
          type: 'card',
          card: fingerprint ? { brand: 'visa', last4: '0002', fingerprint } : { brand: 'visa' },
        },
      },
    });
  }

  async function opened(address: string, email: string): Promise<string> {
    const response = await checkout(address, email);
    expect(response.statusCode).toBe(201);
    return response.json().data.donation_id;
  }

  async function refusedCard(): Promise<number> {
    const admin = await createUserWithToken(ctx, { role: 'super_admin' });
    const stats = await call(ctx.api, 'GET', '/api/admin/stats', { token: admin.token });
    const rows = stats.json().data.refused_checkouts as { kind: string; today: number }[];
    return rows.find((row) => row.kind === 'card')?.today ?? 0;
  }

  it('a card declined twice blocks the address and the email that tried it, counted, until the window ends', async () => {
    const before = await refusedCard();
    const first = await opened('203.0.113.10', 'testeur@example.test');
    expect((await declined(first, 'fp_tested_card')).statusCode).toBe(200);
    // One decline: still welcome.
    const second = await opened('203.0.113.10', 'testeur@example.test');
    expect((await declined(second, 'fp_tested_card')).statusCode).toBe(200);

    const sameAddress = await checkout('203.0.113.10', 'autre@example.test');
    expect(sameAddress.statusCode).toBe(429);
    expect(sameAddress.json()).toEqual(BLOCKED);
    const sameEmail = await checkout('198.51.100.20', 'testeur@example.test');
    expect(sameEmail.statusCode).toBe(429);
    expect(sameEmail.json()).toEqual(BLOCKED);
    // Someone else, elsewhere, is not concerned.
    expect((await checkout('198.51.100.21', 'voisine@example.test')).statusCode).toBe(201);
    expect(await refusedCard()).toBe(before + 2);

    await sleep(WINDOW_MS + 200);
    expect((await checkout('203.0.113.10', 'testeur@example.test')).statusCode).toBe(201);
  });

  it('many cards declined from one address block that address; typos and unknown cards are not counted', async () => {
    const address = '203.0.113.30';
    // Mistyped numbers and a decline without a card fingerprint: nothing counted.
    const typo = await opened(address, 'distrait@example.test');
    expect((await declined(typo, 'fp_typo', 'incorrect_number')).statusCode).toBe(200);
    expect((await declined(typo, 'fp_typo', 'incorrect_number')).statusCode).toBe(200);
    expect((await declined(typo, null)).statusCode).toBe(200);
    // Four different cards, one decline each (under the per-card limit of 2), four emails.
    for (let card = 1; card <= 3; card += 1) {
      const id = await opened(address, `bot${card}@example.test`);
      expect((await declined(id, `fp_many_${card}`)).statusCode).toBe(200);
    }
    expect((await checkout(address, 'bot4@example.test')).statusCode).toBe(201);
    const last = await opened(address, 'bot5@example.test');
    expect((await declined(last, 'fp_many_4')).statusCode).toBe(200);

    const blocked = await checkout(address, 'bot6@example.test');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(BLOCKED);
    // The cards themselves were each declined once: their donors elsewhere may go on.
    expect((await checkout('198.51.100.40', 'bot1@example.test')).statusCode).toBe(201);

    await sleep(WINDOW_MS + 200);
    expect((await checkout(address, 'bot6@example.test')).statusCode).toBe(201);
  });

  it('ignores an unsigned decline', async () => {
    const id = await opened('203.0.113.50', 'signe@example.test');
    const unsigned = await ctx.api.inject({
      method: 'POST',
      url: '/api/donations/payments/webhook/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=faux' },
      payload: JSON.stringify({
        id: 'evt_forged',
        object: 'event',
        type: 'payment_intent.payment_failed',
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            id: 'pi_forged',
            object: 'payment_intent',
            metadata: { donation_id: id },
            last_payment_error: {
              type: 'card_error',
              code: 'card_declined',
              payment_method: { card: { fingerprint: 'fp_forged' } },
            },
          },
        },
      }),
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await checkout('203.0.113.50', 'signe@example.test')).statusCode).toBe(201);
  });
});
