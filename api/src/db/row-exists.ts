import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Tx } from './client';

/** Whether `table` holds a row matching `where`: one id read at most. */
export async function rowExists(
  db: Database | Tx,
  table: PgTable & { id: AnyPgColumn },
  where: SQL | undefined,
): Promise<boolean> {
  const [row] = await db.select({ id: table.id }).from(table).where(where).limit(1);
  return Boolean(row);
}
