import {
  AUTH_MESSAGES,
  DONATION_MESSAGES,
  ERROR_MESSAGES,
  FORM_MESSAGES,
  UPLOAD_MESSAGES,
} from '../texts';
import { ApiError, isApiError } from './api-error';
import { errorCodeOf, isFieldErrorCode, type ErrorCode } from './error-codes';
import { formatFieldIssues, messageForStatus } from './error-message';

/**
 * The `name` of anything thrown, read without `instanceof`: a DOMException from another realm
 * (a jest vm, an iframe) is not `instanceof Error`.
 */
function nameOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null
    ? (error as { name?: unknown }).name
    : undefined;
}

/** Status and body of anything thrown by a call; status null when no response came back. */
function failureOf(error: unknown): { status: number | null; body: unknown } | null {
  if (isApiError(error)) return { status: error.status, body: error.body };
  // A DOMException of a failed or timed-out fetch (AbortSignal.timeout()) made without the client.
  const name = nameOf(error);
  if (name === 'NetworkError' || name === 'TimeoutError') return { status: null, body: undefined };
  // fetch itself rejects with a TypeError when nothing answers (a call made without the client).
  if (error instanceof TypeError && /fetch|network|load failed/i.test(error.message))
    return { status: null, body: undefined };
  return null;
}

/** A call cancelled on purpose (a screen left before the answer): nothing to show. */
export function isAbortError(error: unknown): boolean {
  return nameOf(error) === 'AbortError';
}

/**
 * The machine code of a failed call (error-codes.ts), null when it is not an HTTP failure or
 * no response came back. Screens branch on it, not on the status.
 */
export function failureCode(error: unknown): ErrorCode | null {
  const failure = failureOf(error);
  return failure ? errorCodeOf(failure.status, failure.body) : null;
}

/**
 * The one generic mapping from any failure to the French text of spec section 8. Something
 * that is not an HTTP failure (a bug, a schema mismatch) reads as the 'other' case.
 */
export function errorMessage(error: unknown): string {
  const failure = failureOf(error);
  if (!failure) return ERROR_MESSAGES.unexpected;
  return messageForStatus(failure.status, failure.body);
}

/** The server's own message of a failed call, if it sent one. */
export function serverMessage(error: unknown): string | null {
  const failure = failureOf(error);
  if (!failure || failure.status === null) return null;
  return new ApiError(failure.status, failure.body).serverDetail;
}

/**
 * Admin association and campaign screens: field errors (validation_failed, terms_frozen) have
 * their own text, then the server text, then the fallback. No error (a save not tried or not
 * failed) has no message, so a screen passes its save's error as it is.
 */
export function adminFormErrorMessage(error: null | undefined, fallback: string): null;
export function adminFormErrorMessage(error: unknown, fallback: string): string | null;
export function adminFormErrorMessage(error: unknown, fallback: string): string | null {
  if (error === null || error === undefined) return null;
  if (isFieldErrorCode(failureCode(error))) return FORM_MESSAGES.adminInvalidData;
  return serverMessage(error) ?? fallback;
}

/** Manager dashboard screens: the server text or the fallback, with no 422 branch. */
export function dashboardFormErrorMessage(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}

/** Admin user update: 'Erreur de validation: ...' on field errors, its own text when unauthenticated. */
export function userUpdateErrorMessage(error: unknown): string {
  const failure = failureOf(error);
  const code = failureCode(error);
  if (failure && isFieldErrorCode(code)) {
    const api = new ApiError(failure.status, failure.body);
    const detail =
      api.fieldIssues.length > 0
        ? formatFieldIssues(api.fieldIssues)
        : (api.serverDetail ?? ERROR_MESSAGES.validation);
    return FORM_MESSAGES.userValidationError(detail);
  }
  if (code === 'unauthenticated') return AUTH_MESSAGES.adminUnauthorized;
  return errorMessage(error);
}

/** Contribution dialog: the server text or 'Erreur lors de la création de la donation'. */
export function donationErrorMessage(error: unknown): string {
  return serverMessage(error) ?? DONATION_MESSAGES.createFailed;
}

/** Login answers one text whatever went wrong, so it never tells which part was wrong. */
export function loginErrorMessage(): string {
  return AUTH_MESSAGES.loginFailed;
}

export type UploadKind = 'image' | 'video' | 'document';

const UPLOAD_FALLBACK: Record<UploadKind, string> = {
  image: UPLOAD_MESSAGES.imageUploadFailed,
  video: UPLOAD_MESSAGES.videoUploadFailed,
  document: FORM_MESSAGES.uploadDocumentFailed,
};

/**
 * Upload failures: payload_too_large (413) and unsupported_media_type (415) have their texts,
 * anything else the upload's own failure text.
 */
export function uploadErrorMessage(error: unknown, kind: UploadKind): string {
  const code = failureCode(error);
  if (code === 'payload_too_large') return UPLOAD_MESSAGES.tooLarge;
  if (code === 'unsupported_media_type') return UPLOAD_MESSAGES.unsupportedType;
  return UPLOAD_FALLBACK[kind];
}

/**
 * The answer of a read, or null when the server says it does not exist (404): for screens where
 * "nothing yet" is a normal state (a manager without an association), not a failure to report.
 */
export async function nullIfNotFound<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (failureCode(error) === 'not_found') return null;
    throw error;
  }
}
