import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { SPELLED_OUT_LETTERS, spellOutLetters } from '../lib/slug';

// French is often typed without its accents ('ecoliers' for 'écoliers') or its ligatures
// ('oeuvre' for 'œuvre'): the public searches compare both sides folded. translate() maps one
// character to one, in any locale (lower() leaves 'É' alone under the C collation); replace()
// spells out the ligatures (SPELLED_OUT_LETTERS, shared with the slugs); ilike then ignores
// the ASCII case.
const ACCENTED = 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿÀÂÄÁÃÅÇÉÈÊËÍÌÎÏÑÓÒÔÖÕÚÙÛÜÝŸ';
const PLAIN = 'aaaaaaceeeeiiiinooooouuuuyyAAAAAACEEEEIIIINOOOOOUUUUYY';

/**
 * The search text without its accents and with its LIKE wildcards escaped (a search for '50%'
 * looks for the text), as a pattern matching it anywhere.
 */
export function foldedLikePattern(text: string): string {
  const folded = spellOutLetters(text.normalize('NFD').replace(/\p{Diacritic}/gu, ''));
  return `%${folded.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** `column` contains the search text, accents and case aside. */
export function containsFolded(column: AnyColumn, pattern: string): SQL {
  const folded = SPELLED_OUT_LETTERS.reduce<SQL>(
    (folding, [letter, letters]) => sql`replace(${folding}, ${letter}, ${letters})`,
    sql`translate(${column}, ${ACCENTED}, ${PLAIN})`,
  );
  return sql`${folded} ilike ${pattern}`;
}
