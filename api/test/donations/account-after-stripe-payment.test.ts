import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { donations, users } from '../../src/db/schema';
import {
  createCampaign,
  createDonationContext,
  donationBody,
  eventually,
  paymentStatus,
  postDonation,
  type CampaignFixture,
  type DonationTestContext,
} from './helpers';
import { startStripeStandIn, stripeConfig, type StripeStandIn } from './stripe-stand-in';

const WEBHOOK_SECRET = 'whsec_test_secret_for_the_stand_in';
const signer = new Stripe('sk_test_signer').webhooks;

describe('an account asked for while donating, on the Stripe path', () => {
  let stripe: StripeStandIn;
  let ctx: DonationTestContext;
  let campaign: CampaignFixture;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    ctx = await createDonationContext({ config: stripeConfig(stripe, WEBHOOK_SECRET) });
    campaign = await createCampaign(ctx.db);
  });
  afterAll(async () => {
    await ctx.close();
    await stripe.close();
  });

  it('is created once, after the payment, under concurrent webhooks and status polls', async () => {
    const email = 'stripe.nouveau@example.test';
    const response = await postDonation(
      ctx.api,
      donationBody(campaign.id, {
        donor_email: email,
        create_account: true,
        password: 'motdepasse',
      }),
    );
    expect(response.statusCode).toBe(201);
    const sessionId = response.json().data.session_id as string;
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    const session = stripe.pay(sessionId);
    const payload = JSON.stringify({
      id: 'evt_account_once',
      object: 'event',
      type: 'checkout.session.completed',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      data: { object: session },
    });
    const webhook = () =>
      ctx.api.inject({
        method: 'POST',
        url: '/api/donations/payments/webhook/stripe',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signer.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
        },
        payload,
      });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? webhook() : paymentStatus(ctx.api, sessionId))),
    );
    expect(responses.every((answer) => answer.statusCode === 200)).toBe(true);

    const created = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(created).toHaveLength(1);
    const [donation] = await ctx.db
      .select()
      .from(donations)
      .where(eq(donations.providerSessionId, sessionId));
    expect(donation!.userId).toBe(created[0]!.id);
    await eventually(() =>
      ctx.mail.outbox.some((mail) => mail.to === email && mail.subject.startsWith('Reçu')),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const welcomes = ctx.mail.outbox.filter(
      (mail) => mail.to === email && mail.subject === 'Votre compte a été créé',
    );
    expect(welcomes).toHaveLength(1);
  });
});
