import { sql } from 'drizzle-orm';
import { rewardAllowsTaxReceipt, rewardRowProblem } from 'shared-contracts';
import { seedDemoIfEmpty } from '../../src/db/seed/seed-demo';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo-data';
import { rowsOf } from '../../src/lib/sql-rows';
import { checkLedger } from '../../src/services/ledger/check-ledger';
import { parisDay, taxSettingOn } from '../../src/services/receipts/tax-settings';
import { call, createTestContext, type TestContext } from '../helpers/test-app';

describe('demo seed', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('fills an empty database once, with every category, a pending association and paid donations', async () => {
    const logger = { info: () => undefined };
    expect(await seedDemoIfEmpty(ctx.db, logger)).toBe(true);
    expect(await seedDemoIfEmpty(ctx.db, logger)).toBe(false);

    const [counts] = rowsOf<{
      categories: number;
      pending: number;
      continuous: number;
      goal: number;
      paid: number;
    }>(
      await ctx.db.execute(sql`select
        (select count(distinct category)::int from associations where status = 'approved') as categories,
        (select count(*)::int from associations where status = 'pending') as pending,
        (select count(*)::int from campaigns where target_amount_cents is null and status = 'active') as continuous,
        (select count(*)::int from campaigns where target_amount_cents is not null and status = 'active') as goal,
        (select count(*)::int from donations where payment_status = 'paid') as paid`),
    );
    expect(counts).toMatchObject({ categories: 4, pending: 1 });
    expect(counts!.continuous).toBeGreaterThan(0);
    expect(counts!.goal).toBeGreaterThan(0);
    expect(counts!.paid).toBeGreaterThan(5);
    expect((await checkLedger(ctx.db)).ok).toBe(true);

    const stats = (await call(ctx.app, 'GET', '/api/stats')).json().data;
    expect(stats.total_raised).toBeGreaterThan(0);
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const login = await call(ctx.app, 'POST', '/api/auth/login', {
        body: { email: account.email, password: account.password },
      });
      expect([account.email, login.statusCode]).toEqual([account.email, 200]);
    }
    const donor = (
      await call(ctx.app, 'POST', '/api/auth/login', {
        body: { email: DEMO_ACCOUNTS.donor.email, password: DEMO_ACCOUNTS.donor.password },
      })
    ).json().data;
    const dashboard = await call(ctx.app, 'GET', '/api/donor/dashboard', { token: donor.token });
    expect(dashboard.json().data.stats.total_donations).toBe(3);
  });
});

describe('demo seed and the job queue', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('mails nobody: the receipts its payments queued are withdrawn', async () => {
    expect(await seedDemoIfEmpty(ctx.db, { info: () => undefined })).toBe(true);
    await ctx.drainJobs();
    expect(ctx.mail.outbox.map((mail) => mail.to)).toEqual([]);
  });
});

describe('demo seed and the rewards', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('states each reward’s value as a manager must (issue 26 item 5): a value within a quarter of its minimum gift and the yearly cap, or no market value', async () => {
    expect(await seedDemoIfEmpty(ctx.db, { info: () => undefined })).toBe(true);
    const rewardCapCents = await taxSettingOn(ctx.db, 'reward_cap_cents', parisDay(new Date()));
    const admin = (
      await call(ctx.app, 'POST', '/api/auth/login', {
        body: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
      })
    ).json().data;
    const ids = rowsOf<{ id: string }>(await ctx.db.execute(sql`select id from campaigns`));
    const rewards: {
      amount: number;
      title: string;
      value: number;
      no_market_value: boolean;
    }[] = [];
    for (const { id } of ids) {
      const read = await call(ctx.app, 'GET', `/api/admin/campaigns/${id}`, { token: admin.token });
      expect(read.statusCode).toBe(200);
      rewards.push(...read.json().data.rewards);
    }
    expect(rewards.length).toBeGreaterThan(5);
    for (const reward of rewards) {
      // What the campaign editor asks of a manager before it saves the reward.
      expect([reward.title, rewardRowProblem(reward)]).toEqual([reward.title, null]);
      const valueCents = Math.round(reward.value * 100);
      expect([reward.title, reward.no_market_value ? valueCents === 0 : valueCents > 0]).toEqual([
        reward.title,
        true,
      ]);
      expect([
        reward.title,
        rewardAllowsTaxReceipt({
          rewardValueCents: valueCents,
          giftCents: reward.amount * 100,
          rewardCapCents,
        }),
      ]).toEqual([reward.title, true]);
    }
    expect(rewards.some((reward) => reward.no_market_value)).toBe(true);
    expect(rewards.some((reward) => reward.value > 0)).toBe(true);
    // The demo gifts carry the value of the reward they got, as a real payment would.
    const [mismatched] = rowsOf<{ count: number }>(
      await ctx.db.execute(sql`select count(*)::int as count from donations d
        join rewards r on r.id = d.reward_id where d.reward_value_cents <> r.value_cents`),
    );
    expect(mismatched!.count).toBe(0);
  });
});
