import { eq, sql } from 'drizzle-orm';
import { donations, sandboxSessions } from '../../src/db/schema';
import { rowsOf } from '../../src/lib/sql-rows';
import { nextReconcileDelay } from '../../src/services/payments/reconcile-checkouts.job';
import {
  campaignTotals,
  createCampaign,
  createDonationContext,
  donationBody,
  eventually,
  postDonation,
  submitCard,
  type DonationTestContext,
} from '../donations/helpers';

/*
 * A checkout paid at the provider whose confirmation never reached us (the webhook or the
 * form's answer cut by a crash, and the donor closed the page): the reconcile-checkout job
 * asks the provider soon after the checkout opened, not at its expiry (30 minutes here).
 */
describe('reconciliation of a pending checkout', () => {
  let ctx: DonationTestContext;

  beforeAll(async () => {
    ctx = await createDonationContext({ config: { reconcileAfterMs: 500 } });
  });
  afterAll(() => ctx.close());

  it('counts a payment whose confirmation was lost within seconds, with its receipts', async () => {
    const campaign = await createCampaign(ctx.db);
    const created = await postDonation(
      ctx.api,
      donationBody(campaign.id, { amount: 30, donor_email: 'perdu@example.test' }),
    );
    expect(created.statusCode).toBe(201);
    const { session_id: sessionId } = created.json().data as { session_id: string };

    // The provider took the money (its own record), and nothing told us.
    await ctx.db
      .update(sandboxSessions)
      .set({ status: 'complete', paymentReference: `pay_${sessionId}` })
      .where(eq(sandboxSessions.id, sessionId));
    const [pending] = await ctx.db
      .select()
      .from(donations)
      .where(eq(donations.providerSessionId, sessionId));
    expect(pending!.paymentStatus).toBe('pending');
    expect(pending!.checkoutExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 20 * 60_000);

    const started = Date.now();
    await eventually(async () => {
      const [row] = await ctx.db
        .select({ status: donations.paymentStatus })
        .from(donations)
        .where(eq(donations.providerSessionId, sessionId));
      return row?.status === 'paid';
    }, 10_000);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await campaignTotals(ctx.db, campaign.id)).toMatchObject({
      raisedCents: 3000,
      backers: 1,
    });
    await ctx.drainJobs();
    expect(ctx.mail.outbox.filter((mail) => mail.to === 'perdu@example.test')).toHaveLength(1);
  });

  it('asks again at growing intervals while the checkout stays open, then stops', async () => {
    const campaign = await createCampaign(ctx.db);
    const created = await postDonation(ctx.api, donationBody(campaign.id, { amount: 12 }));
    const { session_id: sessionId } = created.json().data as { session_id: string };
    const [donation] = await ctx.db
      .select()
      .from(donations)
      .where(eq(donations.providerSessionId, sessionId));
    // The checkout's next questions, in graphile-worker's public jobs view (a question that
    // found it still open adds the next one under the key reconcile:<donation>).
    const attempts = async () =>
      rowsOf<{ id: string }>(
        await ctx.db.execute(
          sql`select id from graphile_worker.jobs
              where task_identifier = 'reconcile-checkout' and key = ${`reconcile:${donation!.id}`}`,
        ),
      );
    // Asked once (still open): the next question is scheduled, one at a time. The worker adds
    // it inside the running job, which leaves the table just after: wait for that to finish.
    await eventually(async () => (await attempts()).length === 1, 10_000);
    expect(nextReconcileDelay(500, 1, 60_000)).toBe(1000);
    // Capped at RECONCILE_MAX_DELAY_MS (a minute): an old checkout is still asked every minute.
    expect(nextReconcileDelay(30_000, 10, 60_000)).toBe(60_000);

    // The checkout expires at the provider: the next question closes it and nothing follows.
    await ctx.db
      .update(sandboxSessions)
      .set({ status: 'expired' })
      .where(eq(sandboxSessions.id, sessionId));
    await eventually(async () => {
      const [row] = await ctx.db
        .select({ status: donations.paymentStatus })
        .from(donations)
        .where(eq(donations.id, donation!.id));
      return row?.status === 'expired';
    }, 15_000);
    await ctx.drainJobs();
    expect(await attempts()).toEqual([]);
  });

  it('checkouts opened together: a paid one is left alone, a lost one is counted, an open one is asked again on its own', async () => {
    const campaign = await createCampaign(ctx.db);
    const opened = await Promise.all(
      ['paye', 'perdu', 'ouvert'].map((name) =>
        postDonation(
          ctx.api,
          donationBody(campaign.id, { amount: 10, donor_email: `lot.${name}@example.test` }),
        ),
      ),
    );
    const [paid, lost, open] = opened.map(
      (answer) => (answer.json().data as { session_id: string }).session_id,
    );
    // Paid normally; paid at the provider with the confirmation lost; still open.
    expect(
      (
        await submitCard(
          ctx.api,
          (opened[0]!.json().data as { checkout_url: string }).checkout_url,
          '4242424242424242',
        )
      ).statusCode,
    ).toBe(303);
    await ctx.db
      .update(sandboxSessions)
      .set({ status: 'complete', paymentReference: `pay_${lost}` })
      .where(eq(sandboxSessions.id, lost!));
    const statusOf = async (sessionId: string) =>
      (
        await ctx.db
          .select({ status: donations.paymentStatus, id: donations.id })
          .from(donations)
          .where(eq(donations.providerSessionId, sessionId))
      )[0]!;

    await eventually(async () => (await statusOf(lost!)).status === 'paid', 10_000);
    const openDonation = await statusOf(open!);
    await eventually(async () => {
      const next = rowsOf<{ id: string }>(
        await ctx.db.execute(
          sql`select id from graphile_worker.jobs
              where task_identifier = 'reconcile-checkout' and key = ${`reconcile:${openDonation.id}`}`,
        ),
      );
      return next.length === 1;
    }, 10_000);
    expect(openDonation.status).toBe('pending');
    expect((await statusOf(paid!)).status).toBe('paid');
    // Two donations of 10 € counted, each once.
    expect(await campaignTotals(ctx.db, campaign.id)).toMatchObject({
      raisedCents: 2000,
      backers: 2,
    });
  });
});
