import { DONATION_MESSAGES } from '../texts';

/**
 * The donor's RGPD rights (issue 28 item 6): the contribution dialog's consent, what the
 * association's lists show without it, the donor area's 'Mes données' and its emails. Not in
 * the spec: written in its voice (clear, polite, 'vous').
 */
export const PRIVACY_TEXTS = {
  /** The dialog's box, unticked by default (RGPD art. 4.11 and 7: a consent is an act). */
  contactConsentLabel: "J'accepte que l'association me contacte au sujet de ses actions",
  contactConsentHint:
    "Facultatif. Sans votre accord, l'association ne reçoit ni votre email ni votre téléphone, sauf pour vous remettre une contrepartie.",
  /** The association's lists and export, for a donor who did not agree. */
  contactWithheld: 'Non communiqué',
  /** The name a gift shows once its donor deleted their account. */
  erasedDonorName: DONATION_MESSAGES.anonymousDonor,
  /** The name an account keeps once its donor deleted it. */
  erasedAccountName: 'Compte supprimé',
  wrongPassword: 'Mot de passe incorrect',
  exportFormat: 'Format inconnu : choisissez json ou csv',
  /** The CSV export's sections and columns. */
  csv: {
    profile: 'Profil',
    fullName: 'Nom complet',
    email: 'Email',
    phone: 'Téléphone',
    role: 'Rôle',
    createdAt: 'Compte créé le',
    donations: 'Dons',
    donationColumns: [
      'Identifiant',
      'Date',
      'Campagne',
      'Association',
      'Montant (€)',
      'Paiement',
      'Nom indiqué',
      'Email indiqué',
      'Téléphone indiqué',
      'Anonyme',
      'Message',
      'Contrepartie',
      'Reçu fiscal demandé',
      'Adresse',
      'Code postal',
      'Ville',
      'Adresse de livraison',
      'Complément d’adresse de livraison',
      'Code postal de livraison',
      'Ville de livraison',
      'Pays de livraison',
      'Contrepartie envoyée le',
      'Note de suivi',
    ],
    taxReceipts: 'Reçus fiscaux',
    taxReceiptColumns: [
      'Numéro',
      'Statut',
      'Année',
      'Association',
      'Montant (€)',
      'Réduction (%)',
      'Date du don',
      'Émis le',
      'Annulé le',
    ],
    consents: 'Consentements',
    consentColumns: [
      'Don',
      'Date',
      'Campagne',
      'Contact par l’association',
      'Conditions générales',
    ],
    yes: 'Oui',
    no: 'Non',
  },
  /** The confirmation sent to the address being erased, before it is erased. */
  erasureEmail: {
    subject: 'Votre compte a été supprimé',
    paragraphs: (fullName: string): string[] => [
      `Bonjour ${fullName},`,
      'Comme vous l’avez demandé, votre compte donateur a été supprimé : vous ne pouvez plus vous connecter, et votre nom, votre email, votre téléphone et votre adresse ont été effacés de votre profil et de vos dons.',
      `Vos dons restent dans la comptabilité des associations, qui doit les conserver, et s'affichent désormais comme « ${DONATION_MESSAGES.anonymousDonor} » sur les pages publiques.`,
      'Les reçus fiscaux déjà émis sont conservés tels qu’ils ont été délivrés, avec le nom et l’adresse qu’ils portent : la loi impose de les garder six ans.',
      'Ce message est le dernier que vous recevrez de notre part à cette adresse.',
    ],
  },
} as const;
