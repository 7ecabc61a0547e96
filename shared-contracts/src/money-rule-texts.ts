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
  /** Settlement refused: the donations were paid through a provider this process does not use. */
  providerNotConfigured: (provider: string) =>
    `Ces dons ont été payés via « ${provider} », qui n’est pas configuré ici (PAYMENT_PROVIDER) : rien n’a été réglé ni écrit. Lancez le règlement avec ce prestataire.`,
  /** One transfer would cover donations paid through two providers (their money is in two places). */
  providersMixed: (providers: string) =>
    `Ce reversement couvre des dons payés via plusieurs prestataires (${providers}) : rien n’a été réglé ni écrit.`,
} as const;

/** Output of `npm run settle` (operators). */
export const SETTLE_COMMAND_TEXTS = {
  usage: 'Usage : npm run settle [-- --as-of DATE_ISO] [--dry-run] [--force]',
  unknownOption: (option: string) => `Option inconnue : ${option}`,
  badDate: (value: string) => `--as-of attend une date ISO (2026-12-01), reçu « ${value} »`,
  futureRefused: (asOf: string) =>
    `--as-of ${asOf} est dans le futur : le règlement clôturerait des campagnes qui ne sont pas terminées. Ajoutez --force pour le lancer quand même, ou --dry-run pour voir ce qu'il ferait.`,
  header: (asOf: string) => `Règlement au ${asOf}`,
  dryRunHeader: (asOf: string) =>
    `Simulation du règlement au ${asOf} (rien n'est écrit, aucun virement)`,
  skipped: 'ignoré : un autre règlement est en cours',
  reconciled: (count: number) => `  dons en attente vérifiés auprès du prestataire : ${count}`,
  transfer: (period: string, campaign: string, net: string) =>
    `  virement ${period} campagne ${campaign} : ${net} net`,
  refund: (campaign: string, count: number, amount: string) =>
    `  remboursement campagne ${campaign} : ${count} don(s), ${amount}`,
  plannedTransfer: (period: string, campaign: string, count: number, gross: string, net: string) =>
    `  virement ${period} « ${campaign} » : ${count} don(s), ${gross} brut, ${net} net`,
  plannedRefund: (period: string, campaign: string, count: number, gross: string) =>
    `  remboursement ${period} « ${campaign} » : ${count} don(s), ${gross}`,
  retry: (kind: string, period: string, campaign: string) =>
    `  nouvel essai ${kind} ${period} « ${campaign} »`,
  completed: (campaign: string) => `  campagne terminée : ${campaign}`,
  closing: (campaign: string) => `  campagne à clôturer : ${campaign}`,
  waiting: (campaign: string) => `  en attente de paiements en cours : ${campaign}`,
  failed: (campaign: string, reason: string) => `  ÉCHEC campagne ${campaign} : ${reason}`,
  refused: (campaign: string, reason: string) => `  refusé « ${campaign} » : ${reason}`,
  nothing: '  rien à régler',
} as const;
