/**
 * The letters that Unicode does not decompose into a letter and an accent, spelled out as
 * people type them without the ligature ('oeuvre' for 'œuvre'): for slugs and for the public
 * search (views/text-search.ts, which also applies them in SQL).
 */
export const SPELLED_OUT_LETTERS: readonly (readonly [string, string])[] = [
  ['œ', 'oe'],
  ['Œ', 'OE'],
  ['æ', 'ae'],
  ['Æ', 'AE'],
  ['ß', 'ss'],
];

/** `text` with the letters of SPELLED_OUT_LETTERS spelled out. */
export function spellOutLetters(text: string): string {
  return SPELLED_OUT_LETTERS.reduce(
    (spelled, [letter, letters]) => spelled.replaceAll(letter, letters),
    text,
  );
}

/**
 * URL slug from a French name or title: accents folded (é -> e, œ -> oe), lower case, words
 * joined by dashes. Empty results (a title made of symbols) fall back to `fallback`.
 */
export function slugify(text: string, fallback = 'element'): string {
  const folded = spellOutLetters(text)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return folded || fallback;
}

/**
 * First free slug among `base`, `base-2`, `base-3`... `taken` lists the existing slugs that
 * start with `base` (one query); the unique index still guards against a concurrent insert.
 */
export function firstFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}
