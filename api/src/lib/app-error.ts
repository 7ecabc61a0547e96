import { ERROR_MESSAGES } from 'shared-contracts';

export interface FieldError {
  path: string;
  message: string;
}

/**
 * An expected failure with its HTTP status and the French text the client shows. Anything
 * thrown that is not an AppError (or a known framework error) is a 500 with a generic text.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string | FieldError[],
  ) {
    super(typeof detail === 'string' ? detail : ERROR_MESSAGES.validation);
    this.name = 'AppError';
  }
}

export const badRequest = (detail: string = ERROR_MESSAGES.badRequest) => new AppError(400, detail);
export const unauthorized = (detail: string = ERROR_MESSAGES.unauthorized) =>
  new AppError(401, detail);
export const forbidden = (detail: string = ERROR_MESSAGES.forbidden) => new AppError(403, detail);
export const notFound = (detail: string = ERROR_MESSAGES.notFound) => new AppError(404, detail);
export const conflict = (detail: string = ERROR_MESSAGES.conflict) => new AppError(409, detail);
export const unprocessable = (errors: FieldError[]) => new AppError(422, errors);
export const fieldError = (path: string, message: string) => unprocessable([{ path, message }]);

/** The row a route looked up, or a 404 with the resource's French text when there is none. */
export function foundOr404<T>(row: T | null | undefined, detail: string): T {
  if (row === null || row === undefined) throw notFound(detail);
  return row;
}
