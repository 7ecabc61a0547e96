import {
  AUTH_MESSAGES,
  DONATION_MESSAGES,
  ERROR_MESSAGES,
  FORM_MESSAGES,
  UPLOAD_MESSAGES,
} from '../texts';
import { ApiError, isApiError } from './api-error';
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

/** The HTTP status of a failed call, null when unknown or no response. */
export function statusOf(error: unknown): number | null {
  return failureOf(error)?.status ?? null;
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

/** Admin association and campaign screens: 422 has its own text, then server text, then fallback. */
export function adminFormErrorMessage(error: unknown, fallback: string): string {
  if (statusOf(error) === 422) return FORM_MESSAGES.adminInvalidData;
  return serverMessage(error) ?? fallback;
}

/** Manager dashboard screens: the server text or the fallback, with no 422 branch. */
export function dashboardFormErrorMessage(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}

/** Admin user update: 'Erreur de validation: ...' on 422, its own text on 401. */
export function userUpdateErrorMessage(error: unknown): string {
  const failure = failureOf(error);
  if (failure?.status === 422) {
    const api = new ApiError(422, failure.body);
    const detail =
      api.fieldIssues.length > 0
        ? formatFieldIssues(api.fieldIssues)
        : (api.serverDetail ?? ERROR_MESSAGES.validation);
    return FORM_MESSAGES.userValidationError(detail);
  }
  if (failure?.status === 401) return AUTH_MESSAGES.adminUnauthorized;
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

/** Upload failures: 413 and 415 have their texts, anything else the upload's own failure text. */
export function uploadErrorMessage(error: unknown, kind: UploadKind): string {
  const status = statusOf(error);
  if (status === 413) return UPLOAD_MESSAGES.tooLarge;
  if (status === 415) return UPLOAD_MESSAGES.unsupportedType;
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
    if (statusOf(error) === 404) return null;
    throw error;
  }
}
