// Support refunds' messages and screen texts (ours, in the spec's voice), apart from the schemas
// so the refund screens import them by path ('shared-contracts/src/donation/
// donation-refund.texts'): they belong to lazy screens, not to the shared copy every first
// visit loads (docs/decisions/0001-first-visit-weight.md). Imports nothing heavy on purpose.
import { PAGE_BUTTON_TEXTS } from '../pagination.texts';

/**
 * The terms promise that support can make an exception; a manager's own refunds are limited to
 * a month after payment, while the money is still near (a later exception goes through support).
 */
export const MANAGER_REFUND_WINDOW_DAYS = 30;

export const REFUND_MESSAGES = {
  reasonRequired: 'Veuillez indiquer le motif du remboursement.',
  alreadyRefunded: 'Ce don a déjà été remboursé.',
  inProgress: 'Un remboursement de ce don est déjà en cours. Veuillez patienter.',
  notRefundable: "Seul un don payé peut être remboursé : celui-ci n'a pas été payé.",
  disputed:
    'Ce paiement est contesté auprès de la banque du donateur : la banque lui rendra la somme si la contestation aboutit. Il ne peut pas être remboursé tant que la contestation est ouverte.',
  periodOver: `Ce don a été payé il y a plus de ${MANAGER_REFUND_WINDOW_DAYS} jours : vous ne pouvez plus le rembourser vous-même. Veuillez contacter le support de la plateforme.`,
  providerFailed:
    "Le remboursement n'a pas pu être effectué auprès du prestataire de paiement. Veuillez réessayer dans quelques minutes.",
  donationNotFound: 'Don non trouvé',
  // Screens
  searchTitle: 'Rechercher un don',
  email: 'Email du donateur',
  name: 'Nom du donateur',
  campaign: 'Campagne',
  amountMin: 'Montant minimum (€)',
  amountMax: 'Montant maximum (€)',
  from: 'Payé à partir du',
  to: "Payé jusqu'au",
  search: 'Rechercher',
  clear: 'Effacer les filtres',
  loading: 'Chargement des dons...',
  loadError: 'Erreur lors du chargement des dons',
  retry: 'Réessayer',
  empty: 'Aucun don ne correspond à votre recherche.',
  donor: 'Donateur',
  amount: 'Montant',
  status: 'Statut',
  date: 'Date',
  action: 'Action',
  pages: PAGE_BUTTON_TEXTS,
  results: (total: number) => (total === 1 ? '1 don trouvé' : `${total} dons trouvés`),
  refund: 'Rembourser',
  refundOf: (donor: string, amount: string) => `Rembourser le don de ${donor} (${amount})`,
  dialogTitle: 'Rembourser ce don',
  dialogIntro: (amount: string, campaign: string) =>
    `Le don de ${amount} à « ${campaign} » sera intégralement remboursé au donateur, par le moyen de paiement utilisé. Son reçu fiscal éventuel sera annulé et le donateur recevra un email.`,
  reason: 'Motif du remboursement',
  reasonPlaceholder: 'Par exemple : don fait en double par erreur',
  confirm: 'Confirmer le remboursement',
  cancel: 'Annuler',
  done: 'Le don a été remboursé.',
  refundedOn: (date: string) => `Remboursé le ${date}`,
} as const;
