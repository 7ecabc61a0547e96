// Apart from texts.ts so a screen that imports its texts by path carries only these lines.
/** The page buttons under a paginated list (the admin's searches). */
export const PAGE_BUTTON_TEXTS = {
  label: 'Pages de résultats',
  first: 'Première page',
  previous: 'Page précédente',
  next: 'Page suivante',
  last: 'Dernière page',
  position: (page: number, pages: number): string => `Page ${page} sur ${pages}`,
} as const;
