import { fillPlaceholders, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { PgDialect } from 'drizzle-orm/pg-core';
import { Pool, type PoolClient, type QueryResult, type QueryResultRow } from 'pg';
import type { Database } from './client';

const dialect = new PgDialect();

/**
 * A statement of the donation hot path as a named prepared statement: its SQL text is built
 * once (drizzle, with `sql.placeholder(name)` for the values) and PostgreSQL parses it once
 * per connection, where db.execute would rebuild the text in JavaScript and have it parsed and
 * analysed again on every call. On a database handle or in a transaction.
 */
export function preparedStatement<Values extends Record<string, unknown>>(
  name: string,
  build: (db: Database) => SQL,
): <Row extends QueryResultRow>(db: Database, values: Values) => Promise<QueryResult<Row>> {
  let query: { sql: string; params: unknown[] } | undefined;
  return (db, values) => {
    query ??= dialect.sqlToQuery(build(db));
    return clientOf(db).query({
      name,
      text: query.sql,
      values: fillPlaceholders(query.params, values),
    });
  };
}

/**
 * A drizzle prepared query (`.prepare(name)`) made once per database handle, on first use: it
 * is bound to the handle it was built on.
 */
export function preparedPerDatabase<Prepared>(
  build: (db: Database) => Prepared,
): (db: Database) => Prepared {
  const byDatabase = new WeakMap<Database, Prepared>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (!prepared) {
      prepared = build(db);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}

/** drizzle's node-postgres session holds the pool (or, in a transaction, its client). */
function clientOf(db: Database): Pool | PoolClient {
  return (db as unknown as { session: { client: Pool | PoolClient } }).session.client;
}

/**
 * The handle on the pool, not a transaction: only there may statements of several callers be
 * sent together (statement-batcher.ts).
 */
export function isPoolDatabase(db: Database): boolean {
  return clientOf(db) instanceof Pool;
}

/**
 * Rows of `table` (drizzle's keys) as the JSON array that
 * `json_populate_recordset(null::<table>, $1::json)` reads (the database's column names): one
 * parameter for any number of rows, so that a batched INSERT keeps one prepared text.
 */
export function recordsJson<Table extends PgTable>(
  table: Table,
  rows: Partial<Table['$inferInsert']>[],
): string {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  // A plain loop, not entries/fromEntries: a batch of checkouts writes dozens of columns per row.
  return JSON.stringify(
    rows.map((row) => {
      const record: Record<string, unknown> = {};
      for (const key in row) record[columns[key]!.name] = (row as Record<string, unknown>)[key];
      return record;
    }),
  );
}
