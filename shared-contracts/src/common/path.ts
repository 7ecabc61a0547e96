/** One path segment, escaped: ids and slugs come from URLs and users. */
export function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}
