import { sql } from 'drizzle-orm';
import { seedDemoIfEmpty } from '../../src/db/seed/seed-demo';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo-data';
import { rowsOf } from '../../src/lib/sql-rows';
import { checkLedger } from '../../src/services/ledger/check-ledger';
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
