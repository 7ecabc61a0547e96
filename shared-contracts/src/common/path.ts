import { ApiError } from '../http/api-error';

/** One path segment, escaped: ids and slugs come from URLs and users. */
export function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}

/**
 * The admin edit screens find their record by id in the list (spec section 7); a missing one
 * reads as a 404 so the screen shows its 'non trouvé' text like any other missing record.
 */
export function findByIdOrThrow<T extends { id: string }>(
  items: readonly T[],
  id: string,
  notFound: string,
): T {
  const item = items.find((candidate) => candidate.id === id);
  if (!item) throw new ApiError(404, { detail: notFound });
  return item;
}
