import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Pool, PoolClient, QueryResult, QueryResultRow } from 'pg';
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
    // drizzle's node-postgres session holds the pool (or, in a transaction, its client).
    const { client } = (db as unknown as { session: { client: Pool | PoolClient } }).session;
    return client.query({ name, text: query.sql, values: fillPlaceholders(query.params, values) });
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
