// The association sign-up's and review's screen texts (ours, in the spec's voice), apart from
// the schema so the screens import them by path ('shared-contracts/src/association/
// association-sign-up.texts'): the barrel is the shared copy every first visit loads, these
// texts belong to two lazy pages only (docs/decisions/0001-first-visit-weight.md).

/** The sign-up screen's texts (issue 28), in the platform's voice. */
export const SIGN_UP_TEXTS = {
  title: 'Inscrire mon association',
  intro:
    'Présentez votre association, créez le compte de son gérant et joignez les documents demandés. Notre équipe vérifie chaque demande avant d’ouvrir les collectes.',
  steps: {
    association: 'L’association',
    manager: 'Le gérant',
    documents: 'Les documents',
    summary: 'Récapitulatif',
  },
  stepDescriptions: {
    association: 'Identité et coordonnées',
    manager: 'Votre compte',
    documents: 'Pièces justificatives',
    summary: 'Vérifier et envoyer',
  },
  fields: {
    name: 'Nom de l’association',
    category: 'Catégorie',
    contact_email: 'Email de contact',
    phone: 'Téléphone',
    address: 'Adresse (numéro et rue)',
    postal_code: 'Code postal',
    city: 'Ville',
    identifier: 'Numéro SIREN ou RNA',
    description: 'Présentation de l’association',
    manager_name: 'Nom complet du gérant',
    manager_email: 'Email du gérant (identifiant de connexion)',
    manager_phone: 'Téléphone du gérant',
    password: 'Mot de passe',
    password_confirmation: 'Confirmer le mot de passe',
  },
  hints: {
    identifier: 'SIREN : 9 chiffres. RNA : la lettre W suivie de 9 chiffres.',
    password: 'Au moins 6 caractères.',
    documents: 'Formats acceptés : PDF, JPEG ou PNG, 5 Mo au plus par fichier.',
    choose: 'Choisir un fichier',
    remove: (label: string) => `Retirer le fichier : ${label}`,
    removeShort: 'Retirer',
  },
  next: 'Continuer',
  back: 'Retour',
  send: 'Envoyer ma demande',
  sending: 'Envoi en cours...',
  edit: 'Modifier',
  summaryIntro: 'Vérifiez vos informations avant d’envoyer votre demande.',
  successTitle: 'Demande envoyée',
  successBody:
    'Merci ! Votre association est en attente de validation. Vous recevrez un email dès que notre équipe aura examiné votre demande. Vous pouvez déjà vous connecter à votre tableau de bord avec l’email et le mot de passe choisis.',
  toLogin: 'Se connecter',
  notProvided: 'Non renseigné',
} as const;

/** The super admin's review beside the association: its documents, approve, reject. */
export const REVIEW_TEXTS = {
  documentsTitle: 'Documents fournis',
  noDocuments: 'Aucun document joint',
  download: (name: string) => `Télécharger : ${name}`,
  rejectTitle: 'Rejeter l’association',
  rejectIntro: 'Indiquez le motif du refus : il sera envoyé par email au gérant de l’association.',
  reasonLabel: 'Motif du refus',
  cancel: 'Annuler',
  confirmReject: 'Rejeter',
} as const;
