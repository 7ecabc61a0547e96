import { eq } from 'drizzle-orm';
import { donations } from '../../src/db/schema';
import {
  createCampaign,
  createDonationContext,
  donationBody,
  paymentStatus,
  postDonation,
  type CampaignFixture,
  type DonationTestContext,
} from './helpers';
import { startStripeStandIn, stripeConfig, type StripeStandIn } from './stripe-stand-in';

/*
 * Issue 26 item 14: the return page polls the payment status every 2 s, from as many tabs and
 * instances as there are; the provider is asked about a pending checkout at most once per
 * session per PAYMENT_STATUS_CHECK_INTERVAL_MS, and the route has a per-address limit.
 */

const WEBHOOK_SECRET = 'whsec_test_secret_for_the_stand_in';
const WINDOW_MS = 1500;

describe('payment status polls', () => {
  let stripe: StripeStandIn;
  let ctx: DonationTestContext;
  let campaign: CampaignFixture;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    ctx = await createDonationContext({
      config: {
        ...stripeConfig(stripe, WEBHOOK_SECRET),
        paymentStatusCheckIntervalMs: WINDOW_MS,
        paymentStatusRateLimitMax: 25,
        // Only the polls ask the provider here: a job worker's start-up sweep of pending
        // checkouts, run late on a loaded machine, would ask about this one too.
        jobWorker: false,
      },
    });
    campaign = await createCampaign(ctx.db);
  });
  afterAll(async () => {
    await ctx.close();
    await stripe.close();
  });

  /** The stand-in's answers to "what about this session?". */
  const sessionReads = (sessionId: string) =>
    stripe.requests.filter(
      (request) => request.method === 'GET' && request.path.endsWith(`/${sessionId}`),
    ).length;

  it('ask the provider once per session per window, however many polls', async () => {
    const created = await postDonation(ctx.api, donationBody(campaign.id));
    expect(created.statusCode).toBe(201);
    const sessionId = created.json().data.session_id as string;
    const started = Date.now();

    // Ten polls in a row, five of them at once (two tabs, two instances...).
    for (let i = 0; i < 5; i += 1) {
      const answer = await paymentStatus(ctx.api, sessionId);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data.donation.payment_status).toBe('pending');
    }
    const together = await Promise.all(
      Array.from({ length: 5 }, () => paymentStatus(ctx.api, sessionId)),
    );
    expect(together.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    // One question per window begun (one in all unless the machine is very slow).
    expect(sessionReads(sessionId)).toBeGreaterThanOrEqual(1);
    expect(sessionReads(sessionId)).toBeLessThanOrEqual(
      1 + Math.floor((Date.now() - started) / WINDOW_MS),
    );

    // Paid meanwhile (its webhook lost): the next poll after the window asks again and sees it.
    stripe.pay(sessionId);
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS + 200));
    const before = sessionReads(sessionId);
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await paymentStatus(ctx.api, sessionId));
    expect(answers.map((answer) => answer.json().data.donation.payment_status)).toEqual([
      'paid',
      'paid',
      'paid',
      'paid',
      'paid',
    ]);
    expect(sessionReads(sessionId) - before).toBe(1);
    const [row] = await ctx.db
      .select({ status: donations.paymentStatus })
      .from(donations)
      .where(eq(donations.providerSessionId, sessionId));
    expect(row?.status).toBe('paid');
  });

  it('answers 429 in French past the per-address limit', async () => {
    const created = await postDonation(ctx.api, donationBody(campaign.id));
    const sessionId = created.json().data.session_id as string;
    let limited;
    for (let i = 0; i < 30 && !limited; i += 1) {
      const answer = await paymentStatus(ctx.api, sessionId);
      if (answer.statusCode === 429) limited = answer;
      else expect(answer.statusCode).toBe(200);
    }
    expect(limited?.json()).toEqual({
      detail: 'Trop de tentatives. Veuillez attendre quelques minutes.',
      code: 'rate_limited',
    });
  });
});
