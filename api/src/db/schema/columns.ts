import { sql, type SQL } from 'drizzle-orm';
import { bigint, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

// The column conventions every table follows, written once: each table file then states only
// what is its own. Plain builders, so drizzle-kit sees the same columns as before.

/** The row's own id: a random UUID given by PostgreSQL. */
export const idColumn = () => uuid('id').primaryKey().defaultRandom();

/** A moment in time, always stored with its time zone (timestamptz). */
export const instant = <N extends string>(name: N) => timestamp(name, { withTimezone: true });

/** When the row was written. */
export const createdAt = () => instant('created_at').notNull().defaultNow();

/** When the row was last changed (set by the code that changes it). */
export const updatedAt = () => instant('updated_at').notNull().defaultNow();

/** Money in integer cents, read as a number (amounts stay far below 2^53). */
export const cents = <N extends string>(name: N) => bigint(name, { mode: 'number' });

/** A required link to another table's row, with what deleting that row does. */
export const requiredRef = <N extends string>(
  name: N,
  target: () => AnyPgColumn,
  onDelete: 'restrict' | 'cascade',
) => uuid(name).notNull().references(target, { onDelete });

/**
 * A check's condition "column in (the list)", written from the same list that types the
 * column, so a new value is added in one place (then a migration). The SQL text is the one
 * drizzle-kit saw when the list was written out by hand: `col in ('a', 'b')`.
 */
export const isOneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
