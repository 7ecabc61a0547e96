/**
 * Answers of the API when a money rule refuses a change (not in the spec: ours, in its tone).
 * Each names the field it is about, so the screens can say why next to it.
 */
export const MONEY_RULE_MESSAGES = {
  targetFrozen:
    "L'objectif ne peut plus être modifié : la campagne a déjà reçu des dons (le mode de financement est figé).",
  endDateFrozen:
    'La date de fin ne peut plus être modifiée : la campagne a déjà reçu des dons. Seul le super administrateur peut la repousser.',
  endDateOnlyLater:
    'La campagne a déjà reçu des dons : sa date de fin ne peut qu’être repoussée, ni avancée ni supprimée.',
  completedIsFinal: 'Une campagne terminée ne peut pas être rouverte.',
  associationFrozen:
    'La campagne a déjà reçu des dons : elle ne peut pas être rattachée à une autre association.',
  /** A payout's failure as the manager and the admin read it; the technical cause stays in the logs. */
  payoutFailed:
    'Le virement n’a pas pu être effectué. Un nouvel essai aura lieu automatiquement au prochain passage.',
  refundsFailed: (count: number) =>
    `${count} remboursement(s) en échec, nouvel essai au prochain passage`,
} as const;
