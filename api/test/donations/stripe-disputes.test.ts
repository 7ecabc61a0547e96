import { and, eq } from 'drizzle-orm';
import { formatEuros } from 'shared-contracts';
import Stripe from 'stripe';
import {
  associationDebts,
  associationPayoutAccounts,
  associations,
  donationDisputes,
  donations,
  ledgerEntries,
  taxReceipts,
} from '../../src/db/schema';
import { checkLedger } from '../../src/services/ledger/check-ledger';
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

const WEBHOOK_SECRET = 'whsec_disputes_stand_in';
const DAY = 86_400_000;
const signer = new Stripe('sk_test_signer').webhooks;
const ADDRESS = { address: '12 rue des Lilas', postal_code: '69003', city: 'Lyon' };

/** A withdrawal balance transaction with Stripe's dispute fee (15 €), and its reinstatement. */
const withdrawn = (amount: number) => ({ id: 'txn_w', amount: -amount, fee: 1500 });
const reinstated = (amount: number) => ({ id: 'txn_r', amount, fee: -1500 });

describe('card disputes (Stripe charge.dispute.*, signed events, local stand-in)', () => {
  let stripe: StripeStandIn;
  let ctx: DonationTestContext;
  let admin: { id: string; email: string; token: string };
  let disputeNumber = 0;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    ctx = await createDonationContext({ config: stripeConfig(stripe, WEBHOOK_SECRET) });
    admin = await createUserWithToken(ctx, { role: 'super_admin', email: 'admin@plateforme.test' });
  });
  afterAll(async () => {
    await ctx.close();
    await stripe.close();
  });

  /** Sends a signed Stripe event, created at `created` (seconds; now by default). */
  async function send(type: string, object: unknown, created = Math.floor(Date.now() / 1000)) {
    const payload = JSON.stringify({
      id: `evt_${Math.random().toString(36).slice(2)}`,
      object: 'event',
      type,
      created,
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
    return response;
  }

  /** A continuous campaign of a verified association with a Connect account. */
  async function campaign(): Promise<CampaignFixture> {
    const created = await createCampaign(ctx.db);
    await ctx.db
      .update(associations)
      .set({ taxEligibility: 'verified', taxRatePercent: 66 })
      .where(eq(associations.id, created.associationId));
    await ctx.db
      .insert(associationPayoutAccounts)
      .values({ associationId: created.associationId, stripeAccountId: 'acct_1Disputes' });
    return created;
  }

  /** A paid gift (with a reçu fiscal when asked), its payment intent and donation id. */
  async function give(campaignId: string, amount: number, email: string, receipt = false) {
    const response = await postDonation(
      ctx.api,
      donationBody(campaignId, {
        amount,
        donor_email: email,
        ...(receipt ? { tax_receipt: true, ...ADDRESS } : {}),
      }),
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
    id = `dp_test_${(disputeNumber += 1)}`,
  ) {
    return {
      id,
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

  const transfersTo = () => stripe.requests.filter((request) => request.path === '/v1/transfers');
  const ledgerOf = (donationId: string) =>
    ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.donationId, donationId));
  const receiptOf = async (donationId: string) =>
    (await ctx.db.select().from(taxReceipts).where(eq(taxReceipts.donationId, donationId)))[0];
  const adminMails = (subject: string) =>
    ctx.mail.outbox.filter((mail) => mail.to === admin.email && mail.subject.startsWith(subject));
  const adminStats = async () =>
    (
      await ctx.api.inject({
        method: 'GET',
        url: '/api/admin/stats',
        headers: { authorization: `Bearer ${admin.token}` },
      })
    ).json().data;

  it('an opened dispute holds the gift out of the transfer, cancels its reçu fiscal and alerts the admin; lost, it is given back and its 15 € fee is the platform’s loss, to the cent', async () => {
    const target = await campaign();
    const disputed = await give(target.id, 40, 'jean.conteste@example.test', true);
    await give(target.id, 60, 'marie.fidele@example.test');
    await eventually(async () => (await receiptOf(disputed.donationId))?.status === 'issued');
    const before = await campaignTotals(ctx.db, target.id);

    const opened = dispute(disputed.paymentIntent, 4000, 'needs_response');
    // Delivered twice, and twice at once: one dispute, one cancellation, one alert.
    await send('charge.dispute.created', opened);
    await Promise.all([
      send('charge.dispute.created', opened),
      send('charge.dispute.funds_withdrawn', opened),
    ]);
    const rows = await ctx.db
      .select()
      .from(donationDisputes)
      .where(eq(donationDisputes.donationId, disputed.donationId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      providerDisputeId: opened.id,
      amountCents: 4000,
      reason: 'fraudulent',
      providerStatus: 'needs_response',
      outcome: 'open',
    });
    expect(await receiptOf(disputed.donationId)).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'dispute',
    });
    // Still counted while the bank decides.
    expect(await campaignTotals(ctx.db, target.id)).toMatchObject({
      raisedCents: before.raisedCents,
      backers: before.backers,
    });
    await eventually(() => adminMails('Contestation de paiement').length === 1);
    const [alert] = adminMails('Contestation de paiement');
    expect(alert!.subject).toBe(
      `Contestation de paiement : don de ${formatEuros(40)} à Les Amis des Arbres`,
    );
    expect(alert!.text).toContain(
      `Don : ${formatEuros(40)}, de Jeanne Dupont (jean.conteste@example.test).`,
    );
    expect(alert!.text).toContain('son reçu fiscal est annulé (motif : contestation du paiement)');
    await eventually(() =>
      ctx.mail.outbox.some(
        (mail) =>
          mail.to === 'jean.conteste@example.test' &&
          mail.text.includes("fait l'objet d'une contestation auprès de votre banque"),
      ),
    );
    expect(await adminStats()).toMatchObject({ open_disputes: 1, open_disputes_amount: 40 });

    // The month's transfer pays the 60 € gift only: 60,00 - 3,00 - (1,74 + 0,25) = 55,01 €.
    const sent = transfersTo().length;
    await ctx.api.payments.settle(new Date(Date.now() + 40 * DAY));
    expect(
      transfersTo()
        .slice(sent)
        .map((request) => request.form.amount),
    ).toEqual(['5501']);
    const [held] = await ctx.db
      .select()
      .from(donations)
      .where(eq(donations.id, disputed.donationId));
    expect(held!.payoutId).toBeNull();

    // Lost: the 40 € go back to the cardholder, the 15 € fee is the platform's loss.
    const lost = { ...opened, status: 'lost' };
    await send('charge.dispute.closed', lost);
    await send('charge.dispute.closed', lost);
    expect(await campaignTotals(ctx.db, target.id)).toMatchObject({
      raisedCents: before.raisedCents - 4000,
      backers: before.backers - 1,
    });
    const entries = await ledgerOf(disputed.donationId);
    expect(
      entries
        .map((entry) => ({ kind: entry.kind, cents: entry.amountCents, ref: entry.reference }))
        .sort((a, b) => a.kind.localeCompare(b.kind)),
    ).toEqual([
      { kind: 'dispute_fee', cents: 1500, ref: opened.id },
      { kind: 'payment', cents: 4000, ref: disputed.paymentIntent },
      { kind: 'refund', cents: 4000, ref: opened.id },
    ]);
    const [gone] = await ctx.db
      .select()
      .from(donations)
      .where(eq(donations.id, disputed.donationId));
    expect(gone!.paymentStatus).toBe('refunded');
    const [closed] = await ctx.db
      .select()
      .from(donationDisputes)
      .where(eq(donationDisputes.providerDisputeId, opened.id));
    expect(closed).toMatchObject({ outcome: 'lost', feeCents: 1500 });
    expect(closed!.closedAt).not.toBeNull();
    await eventually(() => adminMails('Contestation perdue').length === 1);
    expect(adminMails('Contestation perdue')[0]!.text).toContain(
      `Les frais de contestation, ${formatEuros(15)}, sont une perte de la plateforme.`,
    );
    expect(await adminStats()).toMatchObject({ open_disputes: 0, open_disputes_amount: 0 });
    // Nothing more leaves for it: the next month pays nothing.
    const after = transfersTo().length;
    await ctx.api.payments.settle(new Date(Date.now() + 70 * DAY));
    expect(transfersTo().length).toBe(after);
    expect((await checkLedger(ctx.db)).ok).toBe(true);
  });

  it('a won dispute restores the gift: the next transfer pays it, no fee is lost, its cancelled reçu fiscal stays cancelled', async () => {
    const target = await campaign();
    const gift = await give(target.id, 30, 'paul.gagne@example.test', true);
    await eventually(async () => (await receiptOf(gift.donationId))?.status === 'issued');
    const opened = dispute(gift.paymentIntent, 3000, 'needs_response');
    await send('charge.dispute.created', opened);
    await send('charge.dispute.updated', { ...opened, status: 'under_review' });

    const sent = transfersTo().length;
    await ctx.api.payments.settle(new Date(Date.now() + 40 * DAY));
    expect(transfersTo().length).toBe(sent);

    const won = {
      ...opened,
      status: 'won',
      balance_transactions: [withdrawn(3000), reinstated(3000)],
    };
    await send('charge.dispute.closed', won);
    await send('charge.dispute.funds_reinstated', won);
    // A late 'updated' (created before the closing) changes nothing.
    await send(
      'charge.dispute.updated',
      { ...opened, status: 'under_review' },
      Math.floor(Date.now() / 1000) - 60,
    );
    const [row] = await ctx.db
      .select()
      .from(donationDisputes)
      .where(eq(donationDisputes.providerDisputeId, opened.id));
    expect(row).toMatchObject({ outcome: 'won', providerStatus: 'won', feeCents: 0 });
    expect((await ledgerOf(gift.donationId)).map((entry) => entry.kind)).toEqual(['payment']);

    // 30,00 - 1,50 - (0,87 + 0,25) = 27,38 €, with the next month's transfer.
    await ctx.api.payments.settle(new Date(Date.now() + 70 * DAY));
    expect(
      transfersTo()
        .slice(sent)
        .map((request) => request.form.amount),
    ).toEqual(['2738']);
    expect(await receiptOf(gift.donationId)).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'dispute',
    });
    await eventually(() => adminMails('Contestation gagnée').length === 1);
    expect(adminMails('Contestation gagnée')[0]!.text).toContain(
      'Son reçu fiscal reste annulé : il n’est pas réémis automatiquement.',
    );
    expect((await checkLedger(ctx.db)).ok).toBe(true);
  });

  it('a gift already transferred and then lost: the association owes its share, withheld from its next transfer', async () => {
    const target = await campaign();
    const gift = await give(target.id, 50, 'luc.tardif@example.test');
    const sent = transfersTo().length;
    await ctx.api.payments.settle(new Date(Date.now() + 40 * DAY));
    // 50,00 - 2,50 - (1,45 + 0,25) = 45,80 €.
    expect(
      transfersTo()
        .slice(sent)
        .map((request) => request.form.amount),
    ).toEqual(['4580']);

    const lost = dispute(gift.paymentIntent, 5000, 'lost');
    // The closing arrives before the opening: applied once, the late opening changes nothing.
    await send('charge.dispute.closed', lost);
    await send(
      'charge.dispute.created',
      { ...lost, status: 'needs_response' },
      Math.floor(Date.now() / 1000) - 3600,
    );
    const debts = await ctx.db
      .select()
      .from(associationDebts)
      .where(eq(associationDebts.donationId, gift.donationId));
    expect(debts.map((debt) => debt.amountCents)).toEqual([4580]);
    const kinds = (await ledgerOf(gift.donationId)).map((entry) => entry.kind).sort();
    expect(kinds).toEqual(['dispute_fee', 'payment', 'refund']);

    // Next month: 100,00 - 5,00 - (2,90 + 0,25) = 91,85 €, less the 45,80 € owed: 46,05 €.
    await give(target.id, 100, 'anne.suivante@example.test');
    await ctx.api.payments.settle(new Date(Date.now() + 70 * DAY));
    expect(
      transfersTo()
        .slice(sent + 1)
        .map((request) => request.form.amount),
    ).toEqual(['4605']);
    const [recovered] = await ctx.db
      .select()
      .from(associationDebts)
      .where(
        and(
          eq(associationDebts.donationId, gift.donationId),
          eq(associationDebts.associationId, target.associationId),
        ),
      );
    expect(recovered!.recoveredByPayoutId).not.toBeNull();
    expect((await checkLedger(ctx.db)).ok).toBe(true);
  });

  it('a goal campaign reached with a disputed gift still transfers: the others now, the disputed one once won', async () => {
    const title = `Objectif avec contestation ${Date.now()}`;
    const target = await createCampaign(ctx.db, {
      targetCents: 5000,
      endDate: new Date(Date.now() + DAY),
      title,
    });
    await ctx.db
      .insert(associationPayoutAccounts)
      .values({ associationId: target.associationId, stripeAccountId: 'acct_1Goal' });
    const disputed = await give(target.id, 30, 'eve.objectif@example.test');
    await give(target.id, 25, 'hugo.objectif@example.test');
    const opened = dispute(disputed.paymentIntent, 3000, 'needs_response');
    await send('charge.dispute.created', opened);
    const ofCampaign = () =>
      transfersTo()
        .filter((request) => request.form.description?.endsWith(title))
        .map((request) => request.form.amount);

    // 55 € raised for a 50 € goal: reached, though 30 € are held. 25,00 - 1,25 - 0,98 = 22,77 €.
    await ctx.api.payments.settle(new Date(Date.now() + 2 * DAY));
    expect(ofCampaign()).toEqual(['2277']);
    expect((await checkLedger(ctx.db)).ok).toBe(true);

    await send('charge.dispute.closed', {
      ...opened,
      status: 'won',
      balance_transactions: [withdrawn(3000), reinstated(3000)],
    });
    await ctx.api.payments.settle(new Date(Date.now() + 2 * DAY));
    expect(ofCampaign()).toEqual(['2277', '2738']);
    expect((await checkLedger(ctx.db)).ok).toBe(true);
  });

  it('ignores a dispute on a payment it does not know', async () => {
    await send('charge.dispute.created', dispute('pi_unknown', 1000, 'needs_response'));
    const rows = await ctx.db
      .select()
      .from(donationDisputes)
      .where(eq(donationDisputes.providerDisputeId, `dp_test_${disputeNumber}`));
    expect(rows).toHaveLength(0);
  });
});
