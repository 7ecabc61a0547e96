export const iso = (value: Date | string): string =>
  (value instanceof Date ? value : new Date(value)).toISOString();
export const isoOrNull = (value: Date | string | null | undefined): string | null =>
  value ? iso(value) : null;
