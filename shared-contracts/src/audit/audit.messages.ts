// What the Journal's search schema says and needs, apart from the Journal's screen texts
// (audit.texts.ts) so the schema, which the shared copy of shared-contracts carries, does not
// bring those texts into every first visit (docs/decisions/0001-first-visit-weight.md).

/** Rows per page of the Journal. */
export const AUDIT_LOG_PAGE_SIZE = 25;

export const AUDIT_LOG_MESSAGES = {
  invalidAction: 'Action inconnue : choisissez-la dans la liste.',
  invalidEntityType: "Type d'élément inconnu : choisissez-le dans la liste.",
  invalidDay: 'Date invalide (format attendu : AAAA-MM-JJ)',
  toBeforeFrom: 'La date de fin doit être postérieure ou égale à la date de début.',
} as const;
