import { ERROR_MESSAGES, UPLOAD_MESSAGES } from '../texts';

/** One invalid field of a 422 answer. `path` is dot-joined ('rewards.0.title'), '' for the body. */
export interface FieldIssue {
  path: string;
  message: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function issueOf(item: unknown): FieldIssue | null {
  if (!isRecord(item)) return null;
  const message = nonEmptyString(item.message);
  if (!message) return null;
  let path = '';
  if (typeof item.path === 'string') path = item.path;
  else if (Array.isArray(item.path)) path = item.path.join('.');
  return { path, message };
}

/** The field issues of a 422 body: `{ detail: [{ path, message }] }` (docs/CONVENTIONS.md). */
export function fieldIssuesOf(body: unknown): FieldIssue[] {
  const detail = isRecord(body) ? body.detail : undefined;
  if (!Array.isArray(detail)) return [];
  return detail.map(issueOf).filter((issue): issue is FieldIssue => issue !== null);
}

/** 'path: message' per field, joined with ' ; ' as French punctuation does. */
export function formatFieldIssues(issues: readonly FieldIssue[]): string {
  return issues.map(({ path, message }) => (path ? `${path}: ${message}` : message)).join(' ; ');
}

/** The server's own text: `detail` when it is a string, else `message`. */
export function serverDetailOf(body: unknown): string | null {
  if (typeof body === 'string') return null;
  if (!isRecord(body)) return null;
  return nonEmptyString(body.detail) ?? nonEmptyString(body.message);
}

/**
 * The French message for an HTTP failure (spec section 8). `status` null means no response.
 * 413 and 415 carry the upload texts: whichever call gets them, they are about the file.
 */
export function messageForStatus(status: number | null, body?: unknown): string {
  if (status === null) return ERROR_MESSAGES.network;
  switch (status) {
    case 400:
      return serverDetailOf(body) ?? ERROR_MESSAGES.badRequest;
    case 401:
      return ERROR_MESSAGES.unauthorized;
    case 403:
      return ERROR_MESSAGES.forbidden;
    case 404:
      return ERROR_MESSAGES.notFound;
    case 409:
      return serverDetailOf(body) ?? ERROR_MESSAGES.conflict;
    case 413:
      return UPLOAD_MESSAGES.tooLarge;
    case 415:
      return UPLOAD_MESSAGES.unsupportedType;
    case 422: {
      const issues = fieldIssuesOf(body);
      return issues.length > 0 ? formatFieldIssues(issues) : ERROR_MESSAGES.validation;
    }
    case 429:
      return ERROR_MESSAGES.tooManyRequests;
    case 500:
      return ERROR_MESSAGES.server;
    case 502:
    case 503:
    case 504:
      return ERROR_MESSAGES.unavailable;
    default:
      return ERROR_MESSAGES.unexpected;
  }
}
