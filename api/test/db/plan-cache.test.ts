import { createTestContext, type TestContext } from '../helpers/test-app';

/**
 * The app's connections plan each execution of a prepared statement afresh (connectionOptions):
 * a plan made while a table was nearly empty must not stay once the table has grown (the hot
 * path's statements are prepared on a fresh database, then the donations pour in).
 */
describe('prepared statements on a growing table', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext({ jobWorker: false });
  });
  afterAll(() => ctx.close());

  it('use the index once the table is large, though first run while it was small', async () => {
    const client = await ctx.handle.pool.connect();
    try {
      expect((await client.query('show plan_cache_mode')).rows[0].plan_cache_mode).toBe(
        'force_custom_plan',
      );
      await client.query('create temporary table growing (id text primary key, note text)');
      await client.query(`insert into growing values ('a', 'x'), ('b', 'y'), ('c', 'z')`);
      // Its statistics say small, as autovacuum left them on a quiet table.
      await client.query('analyze growing');
      await client.query('prepare lookup(text[]) as select * from growing where id = any($1)');
      // Past the five runs after which PostgreSQL would otherwise keep one generic plan.
      for (let run = 0; run < 8; run += 1) await client.query(`execute lookup('{a,b}')`);
      await client.query(
        `insert into growing select 'k' || n, 'note' from generate_series(1, 50000) n`,
      );
      const plan = (await client.query(`explain execute lookup('{a,k42}')`)).rows
        .map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN'])
        .join('\n');
      expect(plan).toMatch(/Index/);
      expect(plan).not.toMatch(/Seq Scan/);
      expect((await client.query(`execute lookup('{a,k42}')`)).rowCount).toBe(2);
    } finally {
      await client.query('deallocate all');
      await client.query('drop table if exists growing');
      client.release();
    }
  });
});
