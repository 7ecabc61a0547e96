import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { retryReadsOnConnectionError } from './read-retry';
import * as schema from './schema';

/** Typed on the generic PgDatabase so that one code path serves every PostgreSQL driver. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  pool: Pool;
  close(): Promise<void>;
}

export function createDatabase(url: string, options: { max?: number } = {}): DatabaseHandle {
  const pool = new Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle client dropped by the server (restart, network) must not crash the process.
  pool.on('error', () => undefined);
  // ...and a read that finds its connection dead (after a restart) is run again on a live one.
  retryReadsOnConnectionError(pool);
  const db = drizzle(pool, { schema }) as unknown as Database;
  return { db, pool, close: () => pool.end() };
}
