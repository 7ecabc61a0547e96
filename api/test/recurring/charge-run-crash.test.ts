import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/lib/sql-rows';
import { recurringDepsOf } from '../../src/services/recurring/recurring-deps';
import { runPlanCharges } from '../../src/services/recurring/run-plan-charges';
import { seedDuePlans } from '../../bench/support/due-plans';
import {
  createCampaign,
  createDonationContext,
  type DonationTestContext,
} from '../donations/helpers';
import { addDays, duplicatePeriods, realToday } from './helpers';

jest.setTimeout(180_000);

/*
 * Issue 29, 'Done when': a kill -9 in the middle of a charge run, then the next run: no plan
 * charged twice, none skipped, exact to the cent in the ledger and the totals. The run is a
 * real process (charge-run-child.ts) killed with SIGKILL while its provider calls are in flight.
 */
describe('a charge run killed mid-way', () => {
  let ctx: DonationTestContext;
  beforeAll(async () => {
    ctx = await createDonationContext({ config: { jobWorker: false } });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  async function count(query: ReturnType<typeof sql>): Promise<number> {
    const [row] = rowsOf<{ n: string }>(await ctx.db.execute(query));
    return Number(row!.n);
  }

  it('charges every due plan exactly once after the crash, and no plan stopped meanwhile', async () => {
    const today = realToday();
    const plans = 400;
    const amountCents = 1234;
    const campaigns = await Promise.all([
      createCampaign(ctx.db),
      createCampaign(ctx.db),
      createCampaign(ctx.db),
    ]);
    await seedDuePlans(ctx.db, {
      campaignIds: campaigns.map((c) => c.id),
      count: plans,
      amountCents,
      anchorDay: addDays(today, -31),
      today,
    });

    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, 'charge-run-child.ts')],
      {
        cwd: path.resolve(__dirname, '../..'),
        env: {
          ...process.env,
          CHILD_DATABASE_URL: ctx.databaseUrl,
          CHILD_TODAY: today,
          CHARGE_DELAY_MS: '25',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.once('exit', (_code, signal) => resolve(signal)),
    );
    // Killed once the provider answered some charges, before the run could record them all.
    for (;;) {
      const answered = await count(sql`select count(*) as n from sandbox_charges`);
      if (answered >= plans / 4) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');

    const answeredAtKill = await count(sql`select count(*) as n from sandbox_charges`);
    const paidAtKill = await count(
      sql`select count(*) as n from plan_charges where status = 'paid'`,
    );
    const inFlight = await count(
      sql`select count(*) as n from plan_charges where status = 'charging'`,
    );
    expect(answeredAtKill).toBeLessThan(plans);
    expect(inFlight).toBeGreaterThan(0);
    expect(paidAtKill).toBeLessThan(plans);

    // Meanwhile two donors stop their plans: one whose try reached the provider (its charge
    // stands and is recorded), one whose try never left (it is not sent: stopping never
    // charges again).
    const keyOf = sql`'plan-' || c.plan_id || '-' || c.period || '-' || c.tries`;
    const [answered] = rowsOf<{ plan_id: string }>(
      await ctx.db.execute(sql`select c.plan_id from plan_charges c where c.status = 'charging'
        and exists (select 1 from sandbox_charges s where s.idempotency_key = ${keyOf}) limit 1`),
    );
    const [unsent] = rowsOf<{ plan_id: string }>(
      await ctx.db.execute(sql`select c.plan_id from plan_charges c where c.status = 'charging'
        and not exists (select 1 from sandbox_charges s where s.idempotency_key = ${keyOf}) limit 1`),
    );
    expect(answered && unsent).toBeTruthy();
    await ctx.db.execute(sql`update recurring_plans set status = 'stopped', stop_reason = 'donor',
      stopped_at = now() where id in (${answered!.plan_id}, ${unsent!.plan_id})`);

    // The next run (here, the app's own deps) replays the interrupted tries with their keys.
    const report = await runPlanCharges(recurringDepsOf(ctx.app.payments), today);
    expect(report.ran).toBe(true);
    // And a run again the same day finds nothing to do.
    const again = await runPlanCharges(recurringDepsOf(ctx.app.payments), today);
    expect(again).toMatchObject({ scheduled: 0, paid: 0, declined: 0 });

    expect(await count(sql`select count(*) as n from plan_charges where status = 'paid'`)).toBe(
      plans - 1,
    );
    expect(
      await count(sql`select count(*) as n from plan_charges where status = 'skipped'
        and plan_id = ${unsent!.plan_id}`),
    ).toBe(1);
    expect(
      await count(sql`select count(*) as n from plan_charges where status = 'paid'
        and plan_id = ${answered!.plan_id}`),
    ).toBe(1);
    const charged = plans - 1;
    expect(
      await count(sql`select count(distinct plan_id) as n from plan_charges where status = 'paid'`),
    ).toBe(charged);
    // The provider was asked once per plan charged: every key is the first try's.
    expect(await count(sql`select count(*) as n from sandbox_charges where status = 'paid'`)).toBe(
      charged,
    );
    expect(
      await count(
        sql`select count(*) as n from sandbox_charges where idempotency_key not like '%-1'`,
      ),
    ).toBe(0);
    expect(await duplicatePeriods(ctx.db)).toBe(0);
    const plansDonations = sql`donations where provider_session_id like 'plan-%'`;
    expect(
      await count(sql`select count(*) as n from ${plansDonations} and payment_status = 'paid'`),
    ).toBe(charged);
    expect(
      await count(
        sql`select coalesce(sum(amount_cents), 0) as n from ledger_entries where kind = 'payment'`,
      ),
    ).toBe(charged * amountCents);
    expect(await count(sql`select count(*) as n from ledger_entries where kind = 'payment'`)).toBe(
      charged,
    );
    expect(
      await count(
        sql`select coalesce(sum(raised_amount_cents), 0) as n from campaign_total_shards`,
      ),
    ).toBe(charged * amountCents);
  });
});
