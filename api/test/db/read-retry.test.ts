import { eq, sql } from 'drizzle-orm';
import { Client } from 'pg';
import { campaigns } from '../../src/db/schema';
import { isConnectionError } from '../../src/lib/pg-errors';
import { createCampaign, eventually } from '../donations/helpers';
import { call, createTestContext, type TestContext } from '../helpers/test-app';

/**
 * After PostgreSQL restarts, every idle connection of the API's pool is dead and the pool only
 * learns it when a query fails on one. A read must not fail for it; a write must not be redone.
 */
describe('database connections cut by the server', () => {
  let ctx: TestContext;
  let killer: Client;

  beforeAll(async () => {
    ctx = await createTestContext({ jobWorker: false });
    killer = new Client({ connectionString: ctx.databaseUrl });
    await killer.connect();
  });
  afterAll(async () => {
    await killer.end();
    await ctx.close();
  });

  /** Fills the pool with idle connections, then has the server end every one (as a restart). */
  async function cutPoolConnections(): Promise<void> {
    await Promise.all(
      Array.from({ length: ctx.handle.pool.options.max ?? 5 }, () =>
        ctx.handle.pool.query('select pg_sleep(0.05)'),
      ),
    );
    expect(ctx.handle.pool.idleCount).toBeGreaterThan(1);
    const { rows } = await killer.query<{ cut: boolean }>(
      `select pg_terminate_backend(pid) as cut from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );
    expect(rows.length).toBeGreaterThan(1);
  }

  /**
   * Runs a statement that sleeps on the server (its text holds `marker`), and has the server
   * end every connection while it runs: the cut lands on that statement whatever the machine's
   * load (cutting idle connections first let a loaded pool notice and replace them in time).
   */
  async function cutWhileRunning(run: () => Promise<unknown>, marker: string): Promise<unknown> {
    const outcome = run().then(
      () => null,
      (error: unknown) => error,
    );
    await eventually(async () => {
      const { rows } = await killer.query(
        `select 1 from pg_stat_activity
          where datname = current_database() and state = 'active' and query like $1`,
        [`%${marker}%`],
      );
      return rows.length > 0;
    });
    await killer.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return outcome;
  }

  it('answers the next public GETs with 200, each one, without any failing first', async () => {
    const campaign = await createCampaign(ctx.db, { title: 'Après la coupure' });
    const other = await createCampaign(ctx.db, { title: 'Une autre campagne' });
    await cutPoolConnections();

    // Not cached yet (and the cache is off once its LISTEN connection is cut): the database.
    const first = await call(ctx.app, 'GET', `/api/campaigns/${campaign.slug}`);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.title).toBe('Après la coupure');
    const second = await call(ctx.app, 'GET', `/api/campaigns/${other.slug}`);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.title).toBe('Une autre campagne');
    const list = await call(ctx.app, 'GET', '/api/campaigns');
    expect(list.statusCode).toBe(200);
  });

  it('does not run a write again: it fails once and the row is unchanged', async () => {
    const campaign = await createCampaign(ctx.db, { title: 'Titre avant' });

    const failure = await cutWhileRunning(
      () =>
        ctx.db
          .update(campaigns)
          .set({ title: sql`(select 'Titre écrit deux fois ?'::text from pg_sleep(1))` })
          .where(eq(campaigns.id, campaign.id)),
      'Titre écrit deux fois',
    );
    expect(isConnectionError(failure)).toBe(true);
    const { rows } = await killer.query<{ title: string }>(
      'select title from campaigns where id = $1',
      [campaign.id],
    );
    expect(rows[0].title).toBe('Titre avant');

    // A select that writes (nextval) is refused by the READ ONLY transaction of the retry: the
    // caller gets the cut, and the sequence has not moved.
    await killer.query('create sequence read_retry_probe');
    // The sleep comes first: the cut lands before nextval runs, and only a retry could run it.
    const nextvalFailure = await cutWhileRunning(
      () => ctx.handle.pool.query(`select pg_sleep(1), nextval('read_retry_probe')`),
      `nextval('read_retry_probe')`,
    );
    expect(isConnectionError(nextvalFailure)).toBe(true);
    const probe = await killer.query<{ is_called: boolean }>(
      'select is_called from read_retry_probe',
    );
    expect(probe.rows[0].is_called).toBe(false);
  });

  it('does not retry a query error; a read cut and retried answers its own error', async () => {
    const connect = jest.spyOn(ctx.handle.pool, 'connect');
    try {
      await expect(ctx.handle.pool.query('select 1 / 0')).rejects.toMatchObject({ code: '22012' });
      expect(connect).toHaveBeenCalledTimes(1);
    } finally {
      connect.mockRestore();
    }
    await cutPoolConnections();
    await expect(ctx.handle.pool.query('select 1 / 0')).rejects.toMatchObject({ code: '22012' });
  });
});

describe('isConnectionError', () => {
  const withCode = (code: string, message = 'erreur') =>
    Object.assign(new Error(message), { code });

  it('tells a dead connection from a query error', () => {
    expect(isConnectionError(withCode('57P01', 'terminating connection'))).toBe(true);
    expect(isConnectionError(withCode('08006'))).toBe(true);
    expect(isConnectionError(withCode('ECONNRESET'))).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    // drizzle wraps the driver's error in `cause`.
    expect(
      isConnectionError(
        new Error('Failed query: select 1', { cause: withCode('57P01', 'terminating') }),
      ),
    ).toBe(true);
    for (const code of ['23505', '22012', '57014', '40001', '25006'])
      expect(isConnectionError(withCode(code))).toBe(false);
    expect(isConnectionError(new Error('Failed query: select 1'))).toBe(false);
  });
});
