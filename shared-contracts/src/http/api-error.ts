import { errorCodeOf, type ErrorCode } from './error-codes';
import { fieldIssuesOf, messageForStatus, serverDetailOf, type FieldIssue } from './error-message';

/**
 * A failed API call. `status` is null when no response came back (network down, refused,
 * timed out). `message` is already the French text to show.
 */
export class ApiError extends Error {
  readonly status: number | null;
  /** The body's `detail` (a string, or the list of field issues on 422). */
  readonly detail: unknown;
  /** The whole parsed body (JSON, or text when not JSON). */
  readonly body: unknown;
  /**
   * What went wrong, for the screens to branch on (error-codes.ts): the body's `code`, else the
   * generic code of the status; null when no response came back.
   */
  readonly code: ErrorCode | null;

  constructor(status: number | null, body?: unknown, options?: { cause?: unknown }) {
    super(messageForStatus(status, body), options);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.code = errorCodeOf(status, body);
    this.detail =
      typeof body === 'object' && body !== null && 'detail' in body
        ? (body as { detail: unknown }).detail
        : undefined;
  }

  get isNetworkError(): boolean {
    return this.status === null;
  }

  /** The server's own text (`detail` or `message` when a string), if any. */
  get serverDetail(): string | null {
    return serverDetailOf(this.body);
  }

  get fieldIssues(): FieldIssue[] {
    return fieldIssuesOf(this.body);
  }
}

/**
 * Whether `error` is a failed API call, and, given codes, one answered with one of them:
 * `isApiError(error, 'payment_failed')`. Works across bundles too: a remote and the shell may
 * each hold a class named ApiError if the federation share ever breaks, so the check does not
 * rely on `instanceof` alone.
 */
export function isApiError(error: unknown, ...codes: ErrorCode[]): error is ApiError {
  const isOne =
    error instanceof ApiError ||
    (error instanceof Error && error.name === 'ApiError' && 'status' in error && 'body' in error);
  if (!isOne || codes.length === 0) return isOne;
  return codes.includes(errorCodeOf((error as ApiError).status, (error as ApiError).body)!);
}
