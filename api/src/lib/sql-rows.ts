/**
 * Rows of `db.execute(sql...)`. The database handle is typed on the generic PgDatabase, whose
 * raw results are driver-specific: node-postgres answers `{ rows }`, others an array.
 */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
