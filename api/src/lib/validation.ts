import { z } from 'zod';
import { unprocessable, notFound, type FieldError } from './app-error';

/** zod issues as the wire's 422 list: dot-joined paths (`rewards.0.title`). */
export function toFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/**
 * Parses a request part with a shared-contracts schema. Unknown keys are stripped by the
 * schemas (zod's default), so nothing the client invents reaches the database.
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw unprocessable(toFieldErrors(result.error));
  return result.data;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && uuidPattern.test(value);
}

/**
 * A path id that is not a UUID cannot name anything: answer 404 (with the resource's French
 * text) instead of letting PostgreSQL reject the cast with a 500.
 */
export function requireUuid(value: unknown, detail?: string): string {
  if (!isUuid(value)) throw notFound(detail);
  return value.toLowerCase();
}

/** A route's `:id` path parameter (read through requireUuid). */
export type IdParams = { Params: { id: string } };

/** What slugify produces: only these characters can name a campaign or an association. */
export const SLUG_PATTERN = /^[a-z0-9-]{1,200}$/;
