// Texts of the donation area that the spec does not spell out (the spec's own texts come from
// shared-contracts). Plain apostrophes, as the spec writes them.

import { DONATION_MESSAGES } from 'shared-contracts';

/** The contribution dialog. */
export const DIALOG_TEXTS = {
  close: 'Fermer',
  amountLegend: 'Montant de votre don',
  presetAria: (amount: string, label: string): string => `${amount}, ${label}`,
  customAmountLabel: 'Autre montant (€)',
  customAmountHint: 'Minimum 1 €, centimes acceptés (ex : 12,50)',
  rewardTitle: 'Votre contrepartie',
  rewardNone: "Ce montant n'atteint aucune contrepartie.",
  rewardFrom: (amount: string, title: string): string =>
    `Première contrepartie à partir de ${amount} : ${title}.`,
  rewardDeclined: (title: string): string =>
    `Sans contrepartie : vous renoncez à « ${title} » pour recevoir un reçu fiscal.`,
  rewardsLoading: 'Chargement des contreparties',
  shippingLoading: "Chargement de l'adresse de livraison",
  regularTermsLoading: 'Chargement des conditions du don régulier',
  retry: 'Réessayer',
  donorTitle: 'Vos coordonnées',
  signedInAs: (name: string, email: string): string =>
    `Vous donnez avec votre compte : ${name} (${email}).`,
  nameLabel: 'Nom complet',
  emailLabel: 'Email',
  phoneLabel: 'Téléphone (facultatif)',
  phoneHint: 'ex : +33 6 12 34 56 78',
  createAccountLabel: 'Créer un compte pour suivre mes dons',
  passwordLabel: 'Mot de passe du compte',
  passwordHint: 'Au moins 6 caractères',
  taxReceiptHint: "Le reçu est établi à votre nom et à l'adresse ci-dessous.",
  addressLabel: 'Adresse postale',
  postalCodeLabel: 'Code postal',
  cityLabel: 'Ville',
  withoutRewardRequired: 'Cochez « Sans contrepartie » ou renoncez au reçu fiscal.',
  messageLabel: "Message à l'association (facultatif)",
  anonymousLabel: 'Donner anonymement',
  // The name shown instead is the one donorDisplayName gives (shared-contracts), quoted from there.
  anonymousHint: `Votre nom sera remplacé par « ${DONATION_MESSAGES.anonymousDonor} » sur la page publique du projet.`,
  termsBefore: "J'accepte les ",
  termsLink: 'conditions générales',
  newTab: " (s'ouvre dans un nouvel onglet)",
  summaryGift: (amount: string, campaign: string, afterReduction?: string | null): string =>
    `Vous donnez ${amount} à ${campaign}${afterReduction ? `, ${afterReduction}` : ''}.`,
  summaryThisCampaign: 'ce projet',
  summaryReward: (title: string): string => `Contrepartie : ${title}.`,
  summaryNoReward: 'Sans contrepartie.',
  summaryGoal:
    "Si l'objectif n'est pas atteint à la date de fin, vous êtes remboursé intégralement.",
  summaryContinuous: "Collecte en continu : les dons sont reversés chaque mois à l'association.",
  submit: (amount: string): string => `Payer ${amount}`,
  submitWithoutAmount: 'Continuer vers le paiement',
  submitting: 'Redirection vers le paiement...',
} as const;
