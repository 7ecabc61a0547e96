/** PostgreSQL error codes the API turns into client answers instead of 500s. */
export const PG_UNIQUE_VIOLATION = '23505';
const PG_FOREIGN_KEY_VIOLATION = '23503';
/** PostgreSQL 18 reports ON DELETE RESTRICT with its own code. */
const PG_RESTRICT_VIOLATION = '23001';
/** A statement that writes, refused inside a READ ONLY transaction. */
export const PG_READ_ONLY_SQL_TRANSACTION = '25006';

/**
 * The connection died (server restarted or cut it, network): the statement may never have run,
 * unlike a query error (a constraint, a bad value, a cancelled statement), which the same
 * statement would raise again. Class 08 and the shutdown codes 57P01-57P03 come from the server,
 * the others from the driver or the socket.
 */
const CONNECTION_SQLSTATES = /^(?:08...|57P0[123])$/;
const CONNECTION_SOCKET_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTCONN',
  'EHOSTUNREACH',
]);
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

export function isReferencedRowError(error: unknown): boolean {
  const code = pgErrorCode(error);
  return code === PG_FOREIGN_KEY_VIOLATION || code === PG_RESTRICT_VIOLATION;
}

/**
 * Runs a delete that rows elsewhere may still reference (ON DELETE RESTRICT: a campaign's money
 * history): the database's refusal becomes `refusal` (a 409 with its code), nothing deleted.
 */
export async function deleteUnlessReferenced<T>(run: () => Promise<T>, refusal: () => Error) {
  try {
    return await run();
  } catch (error) {
    if (isReferencedRowError(error)) throw refusal();
    throw error;
  }
}

export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  // drizzle wraps the driver error in `cause`.
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function pgConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function isConnectionError(error: unknown): boolean {
  const sqlState = pgErrorCode(error);
  if (sqlState) return CONNECTION_SQLSTATES.test(sqlState);
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && CONNECTION_SOCKET_CODES.has(code)) return true;
    if (
      typeof message === 'string' &&
      CONNECTION_MESSAGES.some((start) => message.startsWith(start))
    )
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
