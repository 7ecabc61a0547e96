import { eq } from 'drizzle-orm';
import { Client } from 'pg';
import { campaigns } from '../../src/db/schema';
import { isConnectionError } from '../../src/lib/pg-errors';
import { createCampaign } from '../donations/helpers';
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
    await cutPoolConnections();

    const write = ctx.db
      .update(campaigns)
      .set({ title: 'Titre écrit deux fois ?' })
      .where(eq(campaigns.id, campaign.id));
    const failure = await write.then(
      () => null,
      (error: unknown) => error,
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
    await cutPoolConnections();
    const nextvalFailure = await ctx.handle.pool.query(`select nextval('read_retry_probe')`).then(
      () => null,
      (error: unknown) => error,
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
