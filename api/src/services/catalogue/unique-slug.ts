import { like } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { PG_UNIQUE_VIOLATION, pgConstraint, pgErrorCode } from '../../lib/pg-errors';
import { firstFreeSlug, slugify } from '../../lib/slug';

/**
 * Inserts a row under the first free slug derived from `text`. The unique index is the real
 * guard: when a concurrent insert takes the slug first, we pick again (a few times).
 */
export async function insertWithUniqueSlug<T>(
  db: Database,
  table: PgTable,
  slugColumn: PgColumn,
  text: string,
  insert: (slug: string) => Promise<T>,
  fallback: string,
): Promise<T> {
  const base = slugify(text, fallback);
  for (let attempt = 0; ; attempt += 1) {
    const rows = await db
      .select({ slug: slugColumn })
      .from(table)
      .where(like(slugColumn, `${base}%`));
    const slug = firstFreeSlug(
      base,
      rows.map((row) => String(row.slug)),
    );
    try {
      return await insert(slug);
    } catch (error) {
      const isSlugClash =
        pgErrorCode(error) === PG_UNIQUE_VIOLATION && (pgConstraint(error) ?? '').includes('slug');
      if (!isSlugClash || attempt >= 5) throw error;
    }
  }
}
