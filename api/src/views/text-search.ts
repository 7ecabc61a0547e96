import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

// French is often typed without its accents ('ecoliers' for 'écoliers'): the public searches
// compare both sides with accents folded. translate() maps one character to one, in any locale
// (lower() leaves 'É' alone under the C collation); ilike then ignores the ASCII case.
const ACCENTED = 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿÀÂÄÁÃÅÇÉÈÊËÍÌÎÏÑÓÒÔÖÕÚÙÛÜÝŸ';
const PLAIN = 'aaaaaaceeeeiiiinooooouuuuyyAAAAAACEEEEIIIINOOOOOUUUUYY';

/**
 * The search text without its accents and with its LIKE wildcards escaped (a search for '50%'
 * looks for the text), as a pattern matching it anywhere.
 */
export function foldedLikePattern(text: string): string {
  const folded = text.normalize('NFD').replace(/\p{Diacritic}/gu, '');
  return `%${folded.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** `column` contains the search text, accents and case aside. */
export function containsFolded(column: AnyColumn, pattern: string): SQL {
  return sql`translate(${column}, ${ACCENTED}, ${PLAIN}) ilike ${pattern}`;
}
