import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { rowsOf } from '../../src/lib/sql-rows';
import { checkLedger } from '../../src/services/ledger/check-ledger';
import { confirmDonationPayment } from '../../src/services/ledger/confirm-payment';
import {
  associationRaised,
  campaignTotals,
  createCampaign,
  createDonationContext,
  donationBody,
  postDonation,
  type DonationTestContext,
} from './helpers';

/**
 * The donation hot path shares its statements between the donors of the same moment (group
 * commit, db/statement-batcher.ts): checkouts opened together are written by one statement,
 * payments confirmed together by another. Each donor must still get exactly their own
 * answer, and the money must add up as if each had been alone.
 */
describe('group commit of checkouts and payments', () => {
  let ctx: DonationTestContext;

  beforeAll(async () => {
    ctx = await createDonationContext();
  });
  afterAll(() => ctx.close());

  async function openCheckouts(campaignIds: string[], amount: number, emailPrefix = 'groupe') {
    const answers = await Promise.all(
      campaignIds.map((campaignId, index) =>
        postDonation(
          ctx.api,
          donationBody(campaignId, { amount, donor_email: `${emailPrefix}${index}@example.test` }),
        ),
      ),
    );
    return answers.map((answer) => {
      expect(answer.statusCode).toBe(201);
      return answer.json().data as { session_id: string; donation_id: string };
    });
  }

  it('checkouts opened at once to several campaigns are each written once, with their own session and reconciliation job', async () => {
    const campaigns = await Promise.all([1, 2, 3].map(() => createCampaign(ctx.db)));
    const targets = Array.from({ length: 30 }, (_, index) => campaigns[index % 3]!.id);
    const checkouts = await openCheckouts(targets, 12.5);

    expect(new Set(checkouts.map((checkout) => checkout.session_id)).size).toBe(30);
    const rows = rowsOf<{ campaign_id: string; provider_session_id: string; amount_cents: number }>(
      await ctx.db.execute(sql`
        select d.campaign_id, d.provider_session_id, d.amount_cents::int as amount_cents from donations d
        join sandbox_sessions s on s.id = d.provider_session_id and s.client_reference = d.id
        where d.id = any(${sql.param(checkouts.map((checkout) => checkout.donation_id))}::uuid[])
          and d.payment_status = 'pending'`),
    );
    expect(rows).toHaveLength(30);
    // Each donation went to the campaign its donor chose.
    for (const [index, checkout] of checkouts.entries()) {
      expect(rows.find((row) => row.provider_session_id === checkout.session_id)).toMatchObject({
        campaign_id: targets[index],
        amount_cents: 1250,
      });
    }
    // Their reconciliation: jobs shared between the checkouts opened in the same second
    // (fewer jobs than checkouts), due later (read in graphile-worker's public jobs view)...
    const ids = checkouts.map((checkout) => checkout.donation_id);
    const jobs = rowsOf<{ id: string; due_later: boolean }>(
      await ctx.db.execute(sql`
        select id, run_at > now() as due_later from graphile_worker.jobs
        where task_identifier = 'reconcile-checkouts'`),
    );
    expect(jobs.length).toBeGreaterThanOrEqual(1);
    expect(jobs.length).toBeLessThan(30);
    expect(jobs.every((job) => job.due_later)).toBe(true);
    // ...that ask the provider about every one of them: brought forward (public
    // reschedule_jobs), each checkout, still open at the provider, gets its next question
    // (key reconcile:<donation>, one waiting per checkout).
    await ctx.db.execute(sql`select graphile_worker.reschedule_jobs(
      ${sql.param(jobs.map((job) => String(job.id)))}::bigint[], run_at => now())`);
    await ctx.drainJobs();
    const asked = rowsOf<{ key: string }>(
      await ctx.db.execute(sql`select key from graphile_worker.jobs
        where task_identifier = 'reconcile-checkout' and key = any(${sql.param(ids.map((id) => `reconcile:${id}`))}::text[])`),
    ).map((row) => row.key);
    expect(asked.sort()).toEqual(ids.map((id) => `reconcile:${id}`).sort());
    expect(
      rowsOf(
        await ctx.db.execute(
          sql`select 1 from graphile_worker.jobs where task_identifier = 'reconcile-checkouts'`,
        ),
      ),
    ).toEqual([]);
  });

  it('checkouts opened one after another in the same second share one reconciliation job and wake the workers once', async () => {
    const campaign = await createCampaign(ctx.db);
    const listener = new Client({ connectionString: ctx.databaseUrl });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (message) => heard.push(message.channel));
    await listener.query('listen "jobs:insert"');
    try {
      const ids: string[] = [];
      // One at a time: each checkout is a statement of its own.
      for (const index of [0, 1, 2, 3, 4, 5]) {
        const [checkout] = await openCheckouts([campaign.id], 8, `suite${index}.`);
        ids.push(checkout!.donation_id);
      }
      await listener.query('select 1');
      const seconds = rowsOf<{ key: string }>(
        await ctx.db.execute(sql`
          select distinct 'reconcile-checkouts:' || extract(epoch from date_trunc('second', created_at))::bigint as key
          from donations where id = any(${sql.param(ids)}::uuid[])`),
      ).map((row) => row.key);
      const jobs = rowsOf<{ key: string }>(
        await ctx.db.execute(sql`select key from graphile_worker.jobs
          where task_identifier = 'reconcile-checkouts' and key = any(${sql.param(seconds)}::text[])`),
      );
      // One job per second the checkouts span (not one per statement)...
      expect(jobs.map((job) => job.key).sort()).toEqual([...seconds].sort());
      // ...and at most one wake-up each (six statements, usually one or two seconds).
      expect(heard.length).toBeLessThanOrEqual(seconds.length);
    } finally {
      await listener.end();
    }
  });

  it('payments confirmed at once, some twice and one unknown, count each donation once and answer each caller', async () => {
    const campaigns = await Promise.all([1, 2].map(() => createCampaign(ctx.db)));
    const targets = Array.from({ length: 20 }, (_, index) => campaigns[index % 2]!.id);
    const checkouts = await openCheckouts(targets, 7.35);
    const confirm = (sessionId: string) =>
      confirmDonationPayment(ctx.db, { sessionId, paymentReference: `pi_${sessionId}` });

    // Every session confirmed twice in the same moment (a webhook and a status poll), plus a
    // session nobody knows: all of them in the same batches.
    const answers = await Promise.all([
      ...checkouts.map((checkout) => confirm(checkout.session_id)),
      ...checkouts.map((checkout) => confirm(checkout.session_id)),
      confirm('cs_sandbox_inconnue'),
    ]);
    const madePaid = answers.filter((answer) => answer !== null);
    expect(madePaid).toHaveLength(20);
    expect(new Set(madePaid.map((answer) => answer!.id))).toEqual(
      new Set(checkouts.map((checkout) => checkout.donation_id)),
    );
    expect(answers[40]).toBeNull();

    for (const campaign of campaigns) {
      expect(await campaignTotals(ctx.db, campaign.id)).toMatchObject({
        raisedCents: 10 * 735,
        backers: 10,
      });
      expect(await associationRaised(ctx.db, campaign.associationId)).toBe(10 * 735);
    }
    const [ledger] = rowsOf<{ n: number; references: number }>(
      await ctx.db.execute(sql`
        select count(*)::int as n, count(*) filter (where l.reference = 'pi_' || d.provider_session_id)::int as references
        from ledger_entries l join donations d on d.id = l.donation_id
        where l.kind = 'payment' and d.id = any(${sql.param(checkouts.map((checkout) => checkout.donation_id))}::uuid[])`),
    );
    expect(ledger).toEqual({ n: 20, references: 20 });
    expect(await checkLedger(ctx.db)).toEqual({ ok: true, mismatches: [] });

    // Confirmed again later: nothing moves.
    await expect(confirm(checkouts[0]!.session_id)).resolves.toBeNull();
    expect(await campaignTotals(ctx.db, campaigns[0]!.id)).toMatchObject({ backers: 10 });
  });

  it('the notifications of a batch of payments commit with it: the public caches and the job workers of every instance hear them', async () => {
    const listener = new Client({ connectionString: ctx.databaseUrl });
    await listener.connect();
    const heard: { channel: string; payload?: string }[] = [];
    listener.on('notification', (message) => heard.push(message));
    await listener.query('listen public_data_changed');
    await listener.query('listen "jobs:insert"');
    try {
      const campaign = await createCampaign(ctx.db);
      // The campaign's own notifications, heard and set aside.
      await listener.query('select 1');
      heard.length = 0;
      const checkouts = await openCheckouts(
        Array.from({ length: 12 }, () => campaign.id),
        5,
        'notifie',
      );
      // The checkouts announce nothing public (nothing public changed); their reconciliation
      // job, due later, is added by graphile-worker's add_job, which sends its jobs:insert even
      // so (no silent insert in its public API), once per second of checkouts, not per batch.
      await listener.query('select 1');
      expect(heard.filter((message) => message.channel !== 'jobs:insert')).toEqual([]);
      expect(heard.length).toBeLessThan(12);
      heard.length = 0;

      await Promise.all(
        checkouts.map((checkout) =>
          confirmDonationPayment(ctx.db, {
            sessionId: checkout.session_id,
            paymentReference: `pi_${checkout.session_id}`,
          }),
        ),
      );
      // Committed before confirmDonationPayment returned: a round trip on the listening
      // connection is enough to have heard them, no waiting.
      await listener.query('select 1');
      expect(heard.some((message) => message.channel === 'public_data_changed')).toBe(true);
      const woken = heard
        .filter((message) => message.channel === 'jobs:insert')
        .reduce(
          (sum, message) => sum + (JSON.parse(message.payload!) as { count: number }).count,
          0,
        );
      // One receipts job for the payments confirmed together, not one each (the queue's
      // table is the costly part): at least one, fewer than twelve.
      expect(woken).toBeGreaterThanOrEqual(1);
      expect(woken).toBeLessThan(12);
      // ...and each donor and the association get their emails, once.
      await ctx.drainJobs();
      const sentTo = ctx.mail.outbox.map((mail) => mail.to);
      for (const index of Array.from({ length: 12 }, (_, i) => i))
        expect(sentTo.filter((to) => to === `notifie${index}@example.test`)).toHaveLength(1);
    } finally {
      await listener.end();
    }
  });
});
