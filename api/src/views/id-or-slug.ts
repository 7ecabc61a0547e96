import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { isUuid, SLUG_PATTERN } from '../lib/validation';

/**
 * The condition matching a path parameter that may be a row's id or its slug (associations and
 * campaigns both answer to either).
 */
export function idOrSlugCondition(table: { id: PgColumn; slug: PgColumn }, idOrSlug: string): SQL {
  if (isUuid(idOrSlug)) return or(eq(table.id, idOrSlug.toLowerCase()), eq(table.slug, idOrSlug))!;
  // Slugs are [a-z0-9-]: anything else (NUL bytes, quotes...) cannot match, and must not reach PostgreSQL.
  return SLUG_PATTERN.test(idOrSlug) ? eq(table.slug, idOrSlug) : sql`false`;
}
