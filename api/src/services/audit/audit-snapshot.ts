/**
 * What an audit row may hold of a value: plain JSON, never a secret. Passwords, their hashes,
 * tokens and secrets are left out whatever their nesting; bank account numbers keep only what a
 * person needs to recognise them (country and last four characters), so the log is no copy of
 * anybody's bank details.
 */
const SECRET_KEY = /password|token|secret|hash|session_?version/i;
const BANK_ACCOUNT_KEY = /iban|account_?number/i;
/** When the row was last touched: the row's own time is the audit row's, not a change of value. */
const BOOKKEEPING_KEY = /^updated_?at$/i;

/** 'FR7630006000011234567890189' -> 'FR76 •••• 0189'. */
export function maskBankAccount(value: string): string {
  const compact = value.replace(/\s+/g, '');
  if (compact.length <= 8) return '••••';
  return `${compact.slice(0, 4)} •••• ${compact.slice(-4)}`;
}

/** Rows come from drizzle in camelCase, wire shapes in snake_case: the log reads one way. */
const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

export function auditSnapshot(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(auditSnapshot);
  if (typeof value === 'bigint') return Number(value);
  if (typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined || SECRET_KEY.test(key) || BOOKKEEPING_KEY.test(key)) continue;
    out[snakeCase(key)] =
      BANK_ACCOUNT_KEY.test(key) && typeof item === 'string' && item !== ''
        ? maskBankAccount(item)
        : auditSnapshot(item);
  }
  return out;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Both sides of a change, reduced to the fields that changed when both are records (an update
 * of one field shows that field, not the whole row); otherwise each side as it is.
 */
export function auditChange(before: unknown, after: unknown): { before: unknown; after: unknown } {
  const safeBefore = auditSnapshot(before);
  const safeAfter = auditSnapshot(after);
  if (!isRecord(safeBefore) || !isRecord(safeAfter)) {
    return { before: safeBefore, after: safeAfter };
  }
  const changedBefore: Record<string, unknown> = {};
  const changedAfter: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(safeBefore), ...Object.keys(safeAfter)])) {
    if (JSON.stringify(safeBefore[key]) === JSON.stringify(safeAfter[key])) continue;
    changedBefore[key] = safeBefore[key] ?? null;
    changedAfter[key] = safeAfter[key] ?? null;
  }
  return { before: changedBefore, after: changedAfter };
}
