import { eq } from 'drizzle-orm';
import { donations, ledgerEntries } from '../../src/db/schema';
import { call } from '../helpers/test-app';
import {
  campaignTotals,
  createCampaign,
  createDonationContext,
  createUserWithToken,
  donationBody,
  postDonation,
  type DonationTestContext,
} from './helpers';
import {
  sendStripeEvent,
  startStripeStandIn,
  type StripeStandIn,
  stripeConfig,
} from './stripe-stand-in';

const WEBHOOK_SECRET = 'whsec_support_refund';

/** Issue 28 item 2 on the Stripe path: the refund goes through Stripe, once, by its key. */
describe('support refund through Stripe', () => {
  let stripe: StripeStandIn;
  let ctx: DonationTestContext;
  let admin: { token: string };

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    ctx = await createDonationContext({ config: stripeConfig(stripe, WEBHOOK_SECRET) });
    admin = await createUserWithToken(ctx, { role: 'super_admin' });
  });
  afterAll(async () => {
    await ctx.close();
    await stripe.close();
  });

  const webhook = (type: string, object: unknown) =>
    sendStripeEvent(ctx.api, WEBHOOK_SECRET, type, object);

  async function paidThroughStripe(campaignId: string, amount: number, email: string) {
    const created = await postDonation(
      ctx.api,
      donationBody(campaignId, { amount, donor_email: email }),
    );
    const session = stripe.pay(created.json().data.session_id);
    expect((await webhook('checkout.session.completed', session)).statusCode).toBe(200);
    const [row] = await ctx.db
      .select()
      .from(donations)
      .where(eq(donations.providerSessionId, session.id));
    return { id: row!.id, paymentIntent: session.payment_intent! };
  }

  const refund = (donationId: string, reason: string) =>
    call(ctx.api, 'POST', `/api/admin/donations/${donationId}/refund`, {
      token: admin.token,
      body: { reason },
    });

  it('refunds the payment intent in full with the key refund-{id}; charge.refunded after it changes nothing', async () => {
    const campaign = await createCampaign(ctx.db, { title: 'Jardins partagés' });
    const gift = await paidThroughStripe(campaign.id, 35.5, 'ines@example.test');
    const response = await refund(gift.id, 'Carte utilisée par erreur');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.payment_status).toBe('refunded');

    const calls = stripe.requests.filter((request) => request.path === '/v1/refunds');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      form: { payment_intent: gift.paymentIntent, amount: '3550' },
      idempotencyKey: `refund-${gift.id}`,
    });
    const refundId = stripe.refunds[0]!.id;
    const [row] = await ctx.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.entryKey, `refund:${gift.id}`));
    expect(row).toMatchObject({ amountCents: 3550, reference: refundId });

    // Stripe then reports the refund it made: recorded already, nothing moves twice.
    const reported = await webhook('charge.refunded', {
      id: 'ch_support',
      object: 'charge',
      payment_intent: gift.paymentIntent,
      refunded: true,
      refunds: { data: [{ id: refundId }] },
    });
    expect(reported.statusCode).toBe(200);
    expect(await campaignTotals(ctx.db, campaign.id)).toMatchObject({ raisedCents: 0, backers: 0 });
    expect((await refund(gift.id, 'Encore')).json().code).toBe('already_refunded');
  });

  it("still tells the donor once when Stripe's report arrives before its answer", async () => {
    const campaign = await createCampaign(ctx.db, { title: 'Un abri pour les chats' });
    const gift = await paidThroughStripe(campaign.id, 20, 'paul@example.test');
    stripe.beforeRefundReply = async (made) => {
      await webhook('charge.refunded', {
        id: 'ch_first',
        object: 'charge',
        payment_intent: made.payment_intent,
        refunded: true,
        refunds: { data: [{ id: made.id }] },
      });
    };
    try {
      expect((await refund(gift.id, 'Demande du donateur')).statusCode).toBe(200);
    } finally {
      stripe.beforeRefundReply = undefined;
    }
    await ctx.drainJobs();
    const notices = ctx.mail.outbox.filter((mail) => mail.to === 'paul@example.test');
    expect(notices.map((mail) => mail.subject)).toContain(
      'Remboursement de votre don à « Un abri pour les chats »',
    );
    expect(
      notices.filter((mail) => mail.subject.startsWith('Remboursement')).map((m) => m.text),
    ).toEqual([expect.stringContaining('Motif : Demande du donateur')]);
  });

  it('answers 502 refund_failed when the gift was paid through another provider, and keeps it refundable', async () => {
    const campaign = await createCampaign(ctx.db);
    const [sandboxGift] = await ctx.db
      .insert(donations)
      .values({
        campaignId: campaign.id,
        donorName: 'Jeanne',
        donorEmail: 'jeanne@example.test',
        amountCents: 1000,
        paymentProvider: 'sandbox',
        paymentStatus: 'paid',
        paidAt: new Date(),
        paymentReference: 'pi_sandbox_x',
      })
      .returning();
    const before = stripe.requests.length;
    const response = await refund(sandboxGift!.id, 'Erreur');
    expect(response.statusCode).toBe(502);
    expect(response.json().code).toBe('refund_failed');
    expect(stripe.requests).toHaveLength(before);
    const [row] = await ctx.db.select().from(donations).where(eq(donations.id, sandboxGift!.id));
    expect(row).toMatchObject({
      paymentStatus: 'paid',
      refundReason: null,
      refundRequestedAt: null,
    });
  });
});
