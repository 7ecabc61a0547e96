// The base of every validation file: the rules' shape and 'is it empty'. It imports nothing, so
// the field rules (fields.ts) and the identifier and address rules they gather can all use it
// without importing each other in a circle.

/** A rule answers the French message of the first problem, or null when the value is fine. */
export type Rule = (value: unknown) => string | null;

export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'number') return Number.isNaN(value);
  return false;
}
