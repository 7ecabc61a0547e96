/**
 * The rows of `db.execute(sql...)`. The database handle is typed on the generic PgDatabase
 * (any driver), whose raw result type is opaque; every PostgreSQL driver drizzle supports
 * returns `{ rows }`.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
