import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

// French is often typed without its accents ('ecoliers' for 'écoliers') or its ligatures
// ('oeuvre' for 'œuvre'): the public searches compare both sides folded. translate() maps one
// character to one, in any locale (lower() leaves 'É' alone under the C collation), replace()
// spells out the ligatures; ilike then ignores the ASCII case.
const ACCENTED = 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿÀÂÄÁÃÅÇÉÈÊËÍÌÎÏÑÓÒÔÖÕÚÙÛÜÝŸ';
const PLAIN = 'aaaaaaceeeeiiiinooooouuuuyyAAAAAACEEEEIIIINOOOOOUUUUYY';
const LIGATURES: [string, string][] = [
  ['œ', 'oe'],
  ['Œ', 'OE'],
  ['æ', 'ae'],
  ['Æ', 'AE'],
];

/**
 * The search text without its accents and with its LIKE wildcards escaped (a search for '50%'
 * looks for the text), as a pattern matching it anywhere.
 */
export function foldedLikePattern(text: string): string {
  const folded = LIGATURES.reduce(
    (folding, [ligature, letters]) => folding.replaceAll(ligature, letters),
    text.normalize('NFD').replace(/\p{Diacritic}/gu, ''),
  );
  return `%${folded.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** `column` contains the search text, accents and case aside. */
export function containsFolded(column: AnyColumn, pattern: string): SQL {
  const folded = LIGATURES.reduce<SQL>(
    (folding, [ligature, letters]) => sql`replace(${folding}, ${ligature}, ${letters})`,
    sql`translate(${column}, ${ACCENTED}, ${PLAIN})`,
  );
  return sql`${folded} ilike ${pattern}`;
}
