import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { retryReadsOnConnectionError } from './read-retry';
import * as schema from './schema';

/** Typed on the generic PgDatabase so that one code path serves every PostgreSQL driver. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction of `Database` (the argument of `db.transaction`'s callback): the one Tx type. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  pool: Pool;
  close(): Promise<void>;
}

/**
 * Startup options of every connection the app opens (its pool and the job worker's):
 * PGOPTIONS, if set, then a fresh plan for each execution of a prepared statement.
 *
 * PostgreSQL otherwise plans a prepared statement once per connection after five runs (the
 * generic plan) and keeps that plan. The hot path's statements (prepared-statement.ts) and the
 * job queue's fetch were planned while their tables were nearly empty, on a fresh database or
 * a quiet one, and kept scanning whole tables as those grew: every checkout completion a scan
 * of `sandbox_sessions`, every payment a walk of a whole index of `donations`
 * (docs/decisions/0002). A custom plan sees the table's current size and the batch's values; the
 * parse is still done once. An `options` parameter in DATABASE_URL replaces these.
 */
export function connectionOptions(): string {
  return [process.env.PGOPTIONS, '-c plan_cache_mode=force_custom_plan'].filter(Boolean).join(' ');
}

export function createDatabase(url: string, options: { max?: number } = {}): DatabaseHandle {
  const pool = new Pool({
    connectionString: url,
    max: options.max ?? 10,
    options: connectionOptions(),
  });
  // An idle client dropped by the server (restart, network) must not crash the process.
  pool.on('error', () => undefined);
  // ...and a read that finds its connection dead (after a restart) is run again on a live one.
  retryReadsOnConnectionError(pool);
  const db = drizzle(pool, { schema }) as unknown as Database;
  return { db, pool, close: () => pool.end() };
}
