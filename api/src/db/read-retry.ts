import type { Pool, PoolClient } from 'pg';
import { PG_READ_ONLY_SQL_TRANSACTION, isConnectionError } from '../lib/pg-errors';

/** Statements that only read, as drizzle writes them (select, or a CTE before one)... */
const READ_STATEMENT = /^\s*(?:select|with)\b/i;
/** ...without a data-modifying CTE or a row lock (the hot payment writes are such CTEs). */
const WRITE_WORD = /\b(?:insert|update|delete|merge)\b/i;

type QueryArgs = unknown[];
type QueryFn = (...args: QueryArgs) => Promise<unknown>;

/**
 * After PostgreSQL restarts (or cuts its connections), every idle connection of the pool is dead
 * but the pool only learns it when a query fails on it: without this, one request per dead
 * connection would fail. So a read sent through `pool.query` (every drizzle statement outside a
 * transaction: the public GETs, the lookups of the other routes) that fails with a connection
 * error is run once more, on a connection that answers.
 *
 * Writes are never retried blindly: only statements that look like reads are tried again, and
 * inside a READ ONLY transaction, so that PostgreSQL itself refuses one that writes after all
 * (`select graphile_worker.add_job(...)`, nextval): the caller then gets the original error.
 * A query error (constraint, bad value, cancelled statement) is not retried: it would fail the
 * same.
 * Transactions (`db.transaction`, `pool.connect`) are not retried here either: their statements
 * go through their own client, and a transaction cut halfway is the caller's to redo.
 */
export function retryReadsOnConnectionError(pool: Pool): void {
  const query = pool.query.bind(pool) as QueryFn;
  const retrying: QueryFn = (...args) => {
    // The callback form is left as the driver has it (nothing here uses it).
    if (typeof args[args.length - 1] === 'function') return query(...args);
    return query(...args).catch((error: unknown) => {
      if (!isConnectionError(error) || !isReadStatement(statementText(args[0]))) throw error;
      return readOnce(pool, args, error);
    });
  };
  pool.query = retrying as unknown as Pool['query'];
}

function isReadStatement(text: string): boolean {
  return READ_STATEMENT.test(text) && !WRITE_WORD.test(text);
}

function statementText(first: unknown): string {
  if (typeof first === 'string') return first;
  const text = (first as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : '';
}

/**
 * Runs the read on the first pooled connection that answers. Connections cut together die
 * together: the idle ones the pool hands out first may be dead too, and each one found dead
 * (its BEGIN fails) is dropped from the pool, so the requests that follow get live ones.
 */
async function readOnce(pool: Pool, args: QueryArgs, firstError: unknown): Promise<unknown> {
  const maxConnections = pool.options.max ?? 10;
  for (let attempt = 0; attempt <= maxConnections; attempt += 1) {
    const client = await pool.connect();
    try {
      await client.query('begin transaction read only');
    } catch (error) {
      client.release(asError(error));
      if (isConnectionError(error)) continue;
      throw error;
    }
    return runReadOnly(client, args, firstError);
  }
  throw firstError;
}

async function runReadOnly(
  client: PoolClient,
  args: QueryArgs,
  firstError: unknown,
): Promise<unknown> {
  try {
    const result = await (client.query as unknown as QueryFn)(...args);
    await client.query('commit');
    client.release();
    return result;
  } catch (error) {
    await client.query('rollback').then(
      () => client.release(),
      (rollbackError: unknown) => client.release(asError(rollbackError)),
    );
    // It wrote after all: what the caller sees is the failure of its own attempt.
    if ((error as { code?: unknown }).code === PG_READ_ONLY_SQL_TRANSACTION) throw firstError;
    throw error;
  }
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
