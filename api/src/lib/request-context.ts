import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * The request (or the job started by one) the code now runs for: its id follows every await
 * without being passed around, so a log line written through `app.log` deep in a service and
 * the jobs a request enqueues (services/jobs/enqueue.ts) carry the id of the request behind
 * them. Entered once per request (plugins/request-id.ts) and once per job (services/jobs/tasks.ts).
 */
interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** The header that carries a request's id, in and out (lower case, as Node gives headers). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** The id of the request (or of the request behind the job) this code runs for, if any. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** Runs `work` (and everything it awaits or schedules) as part of the request `requestId`. */
export function runWithRequestId<T>(requestId: string, work: () => T): T {
  return storage.run({ requestId }, work);
}

/**
 * An id a client or a proxy may hand us (X-Request-Id): 1 to 128 characters among letters,
 * digits and `._:-`, which covers UUIDs, nginx's $request_id and the usual trace ids. Anything
 * else (spaces, quotes, newlines, a megabyte) would let a caller forge or flood log lines: it is
 * replaced by one of ours.
 */
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The incoming X-Request-Id when it is acceptable, else a new id (a UUID). */
export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && ACCEPTED_REQUEST_ID.test(header) ? header : randomUUID();
}

/** Marks the loggers that already carry the request's id as a binding (Fastify's request.log). */
const BOUND_REQUEST_ID = Symbol('boundRequestId');

export function markRequestIdBound<L extends object>(logger: L): L {
  (logger as Record<symbol, boolean>)[BOUND_REQUEST_ID] = true;
  return logger;
}

/**
 * pino's `mixin`: adds `reqId` to a line written while a request or its job runs, unless the
 * logger already binds it (request.log). Only log lines pay for it.
 */
export function requestIdLogMixin(
  _fields: object,
  _level: number,
  logger?: object,
): Record<string, string> {
  if (logger && (logger as Record<symbol, boolean>)[BOUND_REQUEST_ID]) return {};
  const requestId = currentRequestId();
  return requestId ? { reqId: requestId } : {};
}
