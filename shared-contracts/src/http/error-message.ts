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

// The message of each status the catalogue names (spec section 8). 400 and 409 prefer the
// server's own text (a field or a rule it names); 413 and 415 carry the upload texts: whichever
// call gets them, they are about the file.
const STATUS_MESSAGES: Record<number, string> = {
  400: ERROR_MESSAGES.badRequest,
  401: ERROR_MESSAGES.unauthorized,
  403: ERROR_MESSAGES.forbidden,
  404: ERROR_MESSAGES.notFound,
  409: ERROR_MESSAGES.conflict,
  413: UPLOAD_MESSAGES.tooLarge,
  415: UPLOAD_MESSAGES.unsupportedType,
  429: ERROR_MESSAGES.tooManyRequests,
  500: ERROR_MESSAGES.server,
  502: ERROR_MESSAGES.unavailable,
  503: ERROR_MESSAGES.unavailable,
  504: ERROR_MESSAGES.unavailable,
};

/** The French message for an HTTP failure (spec section 8). `status` null means no response. */
export function messageForStatus(status: number | null, body?: unknown): string {
  if (status === null) return ERROR_MESSAGES.network;
  if (status === 422) {
    const issues = fieldIssuesOf(body);
    return issues.length > 0 ? formatFieldIssues(issues) : ERROR_MESSAGES.validation;
  }
  const detail = status === 400 || status === 409 ? serverDetailOf(body) : null;
  return detail ?? STATUS_MESSAGES[status] ?? ERROR_MESSAGES.unexpected;
}
