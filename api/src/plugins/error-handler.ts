import type { FastifyError, FastifyInstance } from 'fastify';
import {
  API_MESSAGES,
  ERROR_MESSAGES,
  errorCodeOf,
  messageForStatus,
  type ErrorCode,
} from 'shared-contracts';
import { z } from 'zod';
import { AppError } from '../lib/app-error';
import { PG_UNIQUE_VIOLATION, isReferencedRowError, pgErrorCode } from '../lib/pg-errors';
import { toFieldErrors } from '../lib/validation';

/**
 * The one error policy of the API: every failure leaves as `{ detail, code }`, `detail` in
 * French (the list of field errors for validation_failed and terms_frozen), `code` the machine
 * code clients branch on (shared-contracts' ERROR_CODE_STATUS); nothing a client sends can
 * produce a 500 or a stack trace.
 * Applied on the root instance so that every route, including later plugins, inherits it.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => {
    void reply.code(404).send({ detail: ERROR_MESSAGES.notFound, code: 'not_found' });
  });

  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    // The database unreachable (stopped, restarting, network): a 503 the client may retry,
    // logged once per interval for every call it refuses (plugins/database-outage.ts).
    if (app.databaseOutage.note('api', error)) {
      void reply
        .code(503)
        .header('retry-after', '5')
        .send({ detail: ERROR_MESSAGES.unavailable, code: 'database_unavailable' });
      return;
    }
    const { status, detail, code } = describe(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, code: (error as FastifyError).code }, 'request rejected');
    void reply.code(status).send({ detail, code });
  });
}

interface ErrorAnswer {
  status: number;
  detail: unknown;
  code: ErrorCode;
}

function describe(error: unknown): ErrorAnswer {
  if (error instanceof AppError)
    return { status: error.statusCode, detail: error.detail, code: error.code };
  if (error instanceof z.ZodError)
    return { status: 422, detail: toFieldErrors(error), code: 'validation_failed' };
  const { status, detail } = describeOther(error);
  return { status, detail, code: errorCodeOf(status, undefined)! };
}

// The statuses Fastify and its plugins answer on their own, kept, with the clients' own texts
// (messageForStatus of shared-contracts: one mapping); any other 4xx is a 400, the rest a 500.
const FRAMEWORK_STATUSES = new Set([401, 403, 404, 413, 429]);

/** Framework and database errors: their status and text; the code is their status's generic. */
function describeOther(error: unknown): { status: number; detail: unknown } {
  const code = pgErrorCode(error);
  if (code === PG_UNIQUE_VIOLATION) return { status: 409, detail: ERROR_MESSAGES.conflict };
  if (isReferencedRowError(error)) return { status: 409, detail: ERROR_MESSAGES.conflict };
  // 22P02 invalid text representation, 22003 out of range, 22007/22008 bad dates: bad input
  // that slipped past validation must still not be a 500.
  if (code && code.startsWith('22')) return { status: 400, detail: ERROR_MESSAGES.badRequest };

  // A JSON body over bodyLimit: its own text, the upload one would speak of a file.
  if ((error as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return { status: 413, detail: API_MESSAGES.bodyTooLarge };

  const statusCode = (error as { statusCode?: unknown }).statusCode;
  const status =
    typeof statusCode === 'number' && statusCode >= 400 && statusCode < 600 ? statusCode : 500;
  // A media type the route does not read is a bad request here (the uploads answer their own).
  if (status === 415) return { status, detail: ERROR_MESSAGES.badRequest };
  const answered = FRAMEWORK_STATUSES.has(status) ? status : status < 500 ? 400 : 500;
  return { status: answered, detail: messageForStatus(answered) };
}
