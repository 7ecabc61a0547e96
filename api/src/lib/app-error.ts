import { ERROR_MESSAGES, errorCodeOf, type ErrorCode } from 'shared-contracts';

export interface FieldError {
  path: string;
  message: string;
}

/**
 * An expected failure with its HTTP status, the French text the client shows and the machine
 * code the client branches on (shared-contracts' ERROR_CODE_STATUS lists them; without one, the
 * generic code of the status). Anything thrown that is not an AppError (or a known framework
 * error) is a 500 with a generic text.
 */
export class AppError extends Error {
  readonly code: ErrorCode;

  constructor(
    readonly statusCode: number,
    readonly detail: string | FieldError[],
    code?: ErrorCode,
  ) {
    super(typeof detail === 'string' ? detail : ERROR_MESSAGES.validation);
    this.name = 'AppError';
    this.code = code ?? errorCodeOf(statusCode, undefined)!;
  }
}

export const badRequest = (
  detail: string = ERROR_MESSAGES.badRequest,
  code: ErrorCode = 'bad_request',
) => new AppError(400, detail, code);
export const unauthorized = (
  detail: string = ERROR_MESSAGES.unauthorized,
  code: ErrorCode = 'unauthenticated',
) => new AppError(401, detail, code);
export const forbidden = (detail: string = ERROR_MESSAGES.forbidden) =>
  new AppError(403, detail, 'forbidden');
export const notFound = (detail: string = ERROR_MESSAGES.notFound) =>
  new AppError(404, detail, 'not_found');
/** A 409: give the code that tells this conflict from the others (campaign_closed, ...). */
export const conflict = (detail: string = ERROR_MESSAGES.conflict, code: ErrorCode = 'conflict') =>
  new AppError(409, detail, code);
export const unprocessable = (errors: FieldError[], code: ErrorCode = 'validation_failed') =>
  new AppError(422, errors, code);
export const fieldError = (path: string, message: string) => unprocessable([{ path, message }]);

/** The row a route looked up, or a 404 with the resource's French text when there is none. */
export function foundOr404<T>(row: T | null | undefined, detail: string): T {
  if (row === null || row === undefined) throw notFound(detail);
  return row;
}
