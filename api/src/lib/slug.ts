/**
 * URL slug from a French name or title: accents folded (é -> e, œ -> oe), lower case, words
 * joined by dashes. Empty results (a title made of symbols) fall back to `fallback`.
 */
export function slugify(text: string, fallback = 'element'): string {
  const folded = text
    .replace(/[œŒ]/g, 'oe')
    .replace(/[æÆ]/g, 'ae')
    .replace(/ß/g, 'ss')
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
