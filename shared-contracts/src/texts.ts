// Every French text of the spec lives here, spelled exactly as the spec writes it (plain ASCII
// apostrophes, accents included), so no other package ever keeps its own copy. Texts the spec
// implies but does not spell out are marked "not in the spec" where they are defined.

/** Generic handler by HTTP status (spec section 8). */
export const ERROR_MESSAGES = {
  network: 'Erreur de connexion. Vérifiez votre connexion internet.',
  badRequest: 'Données invalides',
  unauthorized: 'Session expirée. Veuillez vous reconnecter.',
  forbidden: "Accès non autorisé. Vous n'avez pas les permissions nécessaires.",
  notFound: 'Ressource non trouvée',
  conflict: 'Conflit: Cette ressource existe déjà',
  validation: 'Erreur de validation des données',
  tooManyRequests: 'Trop de tentatives. Veuillez attendre quelques minutes.',
  server: 'Erreur serveur. Notre équipe a été notifiée.',
  unavailable: 'Service temporairement indisponible. Veuillez réessayer dans quelques minutes.',
  unexpected: "Une erreur inattendue s'est produite",
} as const;

/** Upload errors (spec section 8) and the rich-text editor's URL errors. */
export const UPLOAD_MESSAGES = {
  tooLarge: 'Fichier trop volumineux. Taille maximum: 10MB',
  unsupportedType: 'Type de fichier non supporté. Utilisez JPG, PNG ou PDF.',
  imageUploadFailed: "Erreur lors de l'upload de l'image",
  videoUploadFailed: "Erreur lors de l'upload de la vidéo",
  invalidImageUrl: "URL d'image invalide",
  invalidVideoUrl: 'URL de vidéo invalide',
  documentTypeNotAllowed: 'Type de fichier non autorisé. Utilisez PDF, DOC, DOCX, JPG ou PNG',
  documentTooLarge: 'Le fichier ne doit pas dépasser 5 MB',
} as const;

/** Authentication (spec section 8), and the 401 text of the admin user screen. */
export const AUTH_MESSAGES = {
  loginFailed: 'Email ou mot de passe incorrect',
  loginSuccess: 'Connexion réussie !',
  logoutSuccess: 'Déconnexion réussie',
  adminUnauthorized: 'Non autorisé - Veuillez vous reconnecter',
} as const;

/** Association, campaign, document and user forms (spec sections 4, 5 and 8). */
export const FORM_MESSAGES = {
  adminInvalidData: 'Données invalides. Vérifiez les champs requis et leur format.',
  createAssociationFailed: "Erreur lors de la création de l'association",
  createCampaignFailed: 'Erreur lors de la création de la campagne',
  updateAssociationFailed: "Erreur lors de la mise à jour de l'association",
  updateCampaignFailed: 'Erreur lors de la mise à jour de la campagne',
  approveFailed: "Erreur lors de l'approbation",
  rejectFailed: 'Erreur lors du rejet',
  addDocumentFailed: "Erreur lors de l'ajout du document",
  deleteFailed: 'Erreur lors de la suppression',
  // The spec only says these toasts start with 'Erreur lors de...'; the endings are ours.
  deleteCampaignFailed: 'Erreur lors de la suppression de la campagne',
  uploadDocumentFailed: "Erreur lors de l'upload du document",
  deleteDocumentFailed: 'Erreur lors de la suppression du document',
  selectAssociation: 'Veuillez sélectionner une association',
  noApprovedAssociation: 'Aucune association approuvée',
  // Not in the spec word for word: the spec says the hint asks to approve one association first.
  approveAssociationFirst: "Approuvez d'abord au moins une association pour créer une campagne.",
  noChangeDetected: 'Aucune modification détectée',
  /** Admin user update on 422: 'Erreur de validation: ...'. */
  userValidationError: (detail: string): string => `Erreur de validation: ${detail}`,
} as const;

/** Loading failures (spec section 8). */
export const LOADING_MESSAGES = {
  association: "Erreur lors du chargement de l'association",
  associations: 'Erreur lors du chargement des associations',
  data: 'Erreur lors du chargement des données',
  campaign: 'Erreur lors du chargement de la campagne',
  campaigns: 'Erreur lors du chargement des campagnes',
  donations: 'Erreur lors du chargement des donations',
  associationNotFound: 'Association non trouvée',
  campaignNotFound: 'Campagne non trouvée',
} as const;

/** Forgot and reset password (spec sections 2, 5 and 8). */
export const PASSWORD_MESSAGES = {
  forgotNeutral: 'Si cet email existe, vous recevrez un lien de réinitialisation',
  emailRequired: 'Veuillez entrer votre email',
  fillAllFields: 'Veuillez remplir tous les champs',
  mismatch: 'Les mots de passe ne correspondent pas',
  tooShort: 'Le mot de passe doit contenir au moins 6 caractères',
  tokenMissing: 'Token manquant',
} as const;

/** Contribution dialog (spec sections 5 and 8). */
export const DONATION_MESSAGES = {
  acceptTerms: 'Veuillez accepter les conditions générales',
  selectAmount: 'Veuillez sélectionner un montant de donation',
  passwordForAccount: 'Veuillez entrer un mot de passe pour créer votre compte',
  createFailed: 'Erreur lors de la création de la donation',
  // Not in the spec: the custom amount's minimum (spec section 9: min 1) said in words.
  amountTooLow: "Le montant minimum d'un don est de 1 €",
  /** 'Paiement échoué: ...' */
  paymentFailed: (detail: string): string => `Paiement échoué: ${detail}`,
  anonymousDonor: 'Donateur anonyme',
} as const;

/**
 * Checkouts refused by the card-testing defence (not in the spec; its voice): the proof of work
 * failed, too many attempts for one email or card, or a robot's form (said in general terms).
 */
export const CHECKOUT_DEFENCE_MESSAGES = {
  challengeFailed:
    "La vérification de sécurité de votre navigateur n'a pas abouti. Veuillez réessayer.",
  tooManyForEmail:
    'Trop de tentatives de don avec cette adresse email. Veuillez réessayer dans quelques minutes.',
  tooManyForCard:
    'Trop de paiements refusés avec cette carte. Veuillez réessayer plus tard ou utiliser une autre carte.',
  refused: "Votre contribution n'a pas pu être enregistrée. Veuillez réessayer plus tard.",
  tooManyDeclines:
    'Trop de paiements par carte ont été refusés depuis votre connexion ou pour cette adresse email. Veuillez réessayer plus tard.',
} as const;

/** The admin overview's count of refused attempts, by kind (CHECKOUT_REFUSAL_KINDS). */
export const CHECKOUT_REFUSAL_TEXTS = {
  title: 'Tentatives de don refusées',
  caption: 'Tentatives de don refusées par la protection contre le test de cartes',
  reason: 'Motif',
  today: "Aujourd'hui",
  lastSevenDays: '7 derniers jours',
  kinds: {
    challenge: 'Vérification de sécurité échouée',
    honeypot: 'Formulaire rempli par un robot',
    address: 'Trop de tentatives depuis une même adresse',
    email: 'Trop de tentatives pour un même email',
    card: 'Trop de paiements refusés pour une même carte',
  },
} as const;

/** Payment return page (spec sections 2 and 8). */
export const PAYMENT_MESSAGES = {
  sessionNotFound: 'Session de paiement non trouvée',
  expired: 'La session de paiement a expiré. Veuillez réessayer.',
  /** Not in the spec: a declined payment (paymentOutcome 'failed') ends in the error state. */
  failed: "Le paiement a été refusé. Aucun montant n'a été débité. Veuillez réessayer.",
  checkFailed: 'Erreur lors de la vérification du paiement.',
  pending: 'Vérification du paiement en cours...',
  success: 'Contribution réussie ! Merci de soutenir cette cause.',
  receiptByEmail: 'Un reçu vous sera envoyé par email.',
  rewardByAssociation: "Votre contrepartie vous sera envoyée par l'association",
  checkingTitle: 'Vérification en cours',
  successTitle: 'Merci pour votre contribution !',
  errorTitle: 'Problème de paiement',
  backHome: "Retour à l'accueil",
} as const;

/** Success toasts (spec section 8). */
export const SUCCESS_MESSAGES = {
  associationCreated: 'Association créée avec succès',
  campaignCreated: 'Campagne créée avec succès',
  associationUpdated: 'Association mise à jour avec succès',
  campaignUpdated: 'Campagne mise à jour avec succès',
  associationApproved: 'Association approuvée avec succès',
  associationRejected: 'Association rejetée',
  documentAdded: 'Document ajouté avec succès',
  documentDeleted: 'Document supprimé',
  loginSuccess: AUTH_MESSAGES.loginSuccess,
  logoutSuccess: AUTH_MESSAGES.logoutSuccess,
} as const;

/**
 * Generic form validator (spec section 5). The spec spells the email, phone and password
 * texts; the required / length / value texts are not in the spec and are ours.
 */
export const VALIDATION_MESSAGES = {
  required: 'Ce champ est requis',
  email: "Format d'email invalide",
  phone: 'Format de téléphone invalide (ex: +33 6 12 34 56 78)',
  minLength: (min: number): string => `Ce champ doit contenir au moins ${min} caractères`,
  maxLength: (max: number): string => `Ce champ ne doit pas dépasser ${max} caractères`,
  minValue: (min: number): string => `La valeur doit être supérieure ou égale à ${min}`,
  passwordLength: PASSWORD_MESSAGES.tooShort,
  rewardMinAmount: "Le montant minimum d'une contrepartie est de 1 €",
  rewardTitleRequired: 'Ajoutez un titre pour garder cette contrepartie',
  invalidNumber: 'Veuillez entrer un nombre valide',
  invalidDate: 'Date invalide',
  invalidUrl: 'URL invalide',
  postalCode: 'Code postal invalide (5 chiffres)',
  // Not in the spec: generic answers of the shared schemas for a wrong type or an unknown value.
  invalidValue: 'Valeur invalide',
  invalidId: 'Identifiant invalide',
  maxDecimals: 'Le montant ne peut pas avoir plus de deux décimales',
  // Not in the spec: the association form's identifier and bank checks.
  siret: 'Numéro SIRET invalide (14 chiffres)',
  siren: 'Numéro SIREN invalide (9 chiffres)',
  rna: 'Numéro RNA invalide (W suivi de 9 chiffres)',
  iban: 'IBAN invalide',
  bic: 'BIC invalide (8 ou 11 caractères)',
  website: 'Adresse de site web invalide (ex: https://mon-association.fr)',
} as const;

/**
 * What an empty end date means in the campaign forms (admin and manager): a new campaign then
 * ends in 30 days (spec section 5); on an existing one, emptying it removes the end date.
 */
export const CAMPAIGN_FORM_TEXTS = {
  endDateHintOnCreate: 'Sans date, la campagne se termine dans 30 jours.',
  endDateHintOnEdit: 'Laissez vide pour une campagne sans date de fin.',
  // The labels of the one campaign editor (shared-ui CampaignEditor), the admin's and the
  // manager's alike.
  title: 'Titre',
  description: 'Description courte',
  story: 'Histoire du projet',
  association: 'Association',
  associationPlaceholder: 'Choisir une association approuvée',
  imageUrl: 'Image (URL)',
  target: 'Objectif (€)',
  endDate: 'Date de fin',
  status: 'Statut',
} as const;

/** Display texts for campaigns and associations (spec sections 2, 4 and 9). */
export const DISPLAY_TEXTS = {
  ongoing: 'En continu',
  infinity: '∞',
  open: 'ouvert',
  funded: 'Financé',
  fundedBadge: '✓ Financé',
  viewProject: 'Voir le projet',
  supportProject: 'Soutenir ce projet',
  defaultAssociationName: 'Association',
  defaultRaised: '0 €',
  percentFunded: '% financé',
  raised: 'collectés',
  raisedOn: (target: string): string => `collectés sur ${target}`,
  raisedTotal: 'collectés au total',
  by: (associationName: string): string => `par ${associationName}`,
  verified: 'Vérifiée',
  learnMore: 'En savoir plus',
  discoverAssociation: "Découvrir l'association",
  about: (associationName: string): string => `À propos de ${associationName}`,
  storyTitle: 'Histoire du projet',
  noDescription: 'Aucune description disponible',
  rewardsTitle: 'Contreparties',
  recentContributions: 'Contributions récentes',
  beFirst: 'Soyez le premier à soutenir ce projet !',
  campaignNotFound: 'Campagne non trouvée',
  campaignNotFoundDetail: "Cette campagne n'existe pas ou n'est plus disponible.",
  associationNotFound: 'Association non trouvée',
  positiveImpact: 'Positif',
} as const;

/** Public lists (spec section 2). */
export const LIST_TEXTS = {
  campaignsTitle: 'Tous les projets à soutenir',
  campaignSearchPlaceholder: 'Rechercher un projet...',
  allCategoriesValue: 'Toutes',
  allCategoriesLabel: 'Toutes les catégories',
  campaignCount: (n: number): string => `${n} projet(s) trouvé(s)`,
  noCampaignFound: 'Aucun projet trouvé',
  noCampaignFoundHint: 'Essayez de modifier vos critères de recherche.',
  associationsTitle: 'Toutes les associations partenaires',
  associationSearchPlaceholder: 'Rechercher une association...',
  associationCount: (n: number): string => `${n} association(s) trouvée(s)`,
  noAssociationFound: 'Aucune association trouvée',
} as const;

/**
 * The top of the home page: the promotional banner and the hero. Here rather than in mf-public
 * because the server also sends them in the page's first view (api/src/plugins/frontend/first-view.ts),
 * painted before any JavaScript runs.
 */
export const HOME_HERO_TEXTS = {
  bannerText:
    'Nouveau : suivez chaque campagne et recevez vos contreparties directement des associations.',
  bannerLink: 'Découvrir les projets',
  heroTitle: 'Soutenez les projets des associations qui vous tiennent à cœur',
  heroSubtitle:
    'Des associations vérifiées, des projets concrets, des dons sécurisés : choisissez une cause, donnez en quelques clics et suivez ce que votre soutien rend possible.',
} as const;

/** Navigation and dashboard texts (spec section 2). */
export const NAV_TEXTS = {
  login: 'Se connecter',
  registerAssociation: 'Inscrire mon association',
  admin: 'Admin',
  dashboard: 'Dashboard',
  backHome: "Retour à l'accueil",
  /** The first link of every page (the shell's and the server's first view): past the header. */
  skipToContent: 'Aller au contenu',
  tabOverview: "Vue d'ensemble",
  tabAssociation: 'Mon association',
  tabCampaigns: 'Mes campagnes',
  tabDonations: 'Donations reçues',
  noCampaignYet: 'Aucune campagne créée pour le moment',
  noAssociationInfo: "Aucune information d'association disponible",
  edit: 'Modifier',
  approve: 'Approuver',
  reject: 'Rejeter',
  editorPlaceholder: 'Commencez à écrire...',
} as const;

/**
 * Login, forgot and reset password pages, which the shell renders. 'Token manquant' and the
 * messages come from the spec; field labels and titles are not in the spec and are ours.
 */
export const AUTH_PAGE_TEXTS = {
  loginTitle: 'Connexion',
  emailLabel: 'Email',
  passwordLabel: 'Mot de passe',
  loginButton: 'Se connecter',
  forgotPasswordLink: 'Mot de passe oublié ?',
  registerAssociation: 'Inscrire mon association',
  backHome: "Retour à l'accueil",
  forgotTitle: 'Mot de passe oublié',
  forgotButton: 'Envoyer le lien',
  forgotConfirmation: PASSWORD_MESSAGES.forgotNeutral,
  backToLogin: 'Retour à la connexion',
  resetTitle: 'Réinitialiser le mot de passe',
  newPasswordLabel: 'Nouveau mot de passe',
  confirmPasswordLabel: 'Confirmer le mot de passe',
  resetButton: 'Réinitialiser',
  resetSuccess: 'Votre mot de passe a été réinitialisé.',
  tokenMissing: PASSWORD_MESSAGES.tokenMissing,
} as const;

/**
 * Answers of the API that the spec does not spell out (it shows the server's `detail`). Not in
 * the spec: ours, in the spec's tone.
 */
export const API_MESSAGES = {
  /** A JSON body over the API's limit (not a file: uploads have their own texts). */
  bodyTooLarge: 'Les données envoyées sont trop volumineuses (1 Mo au maximum).',
  emailTaken: 'Un compte existe déjà avec cet email',
  resetTokenInvalid: 'Lien de réinitialisation invalide ou expiré',
  passwordResetSent: 'Email de réinitialisation envoyé',
  passwordResetDone: 'Mot de passe réinitialisé avec succès',
  publishNeedsApprovedAssociation: "L'association doit être approuvée pour publier une campagne",
  associationNotApproved: "L'association choisie n'est pas approuvée",
  associationNotManaged: 'Vous ne gérez pas cette association',
  campaignHasDonations: 'Cette campagne a reçu des dons et ne peut pas être supprimée',
  associationHasCampaigns: 'Cette association a des campagnes et ne peut pas être supprimée',
  cannotDeactivateSelf: 'Vous ne pouvez pas désactiver votre propre compte',
  cannotChangeOwnRole: 'Vous ne pouvez pas modifier votre propre rôle',
  managerAssociationsOnly: "Seul un gérant d'association peut gérer des associations",
  documentNotFound: 'Document non trouvé',
  fileRequired: 'Veuillez sélectionner un fichier',
  fileNotFound: 'Fichier non trouvé',
  uploadQuotaReached: (megabytes: number) =>
    `L'espace de stockage de l'association est plein (${megabytes} Mo au maximum). Supprimez des fichiers avant d'en ajouter.`,
  userNotFound: 'Utilisateur non trouvé',
} as const;

/**
 * Answers of the payment API (donations, checkout, webhooks, payouts) that the spec does not
 * spell out: ours, in the spec's tone. The dialog shows them as the server's `detail`.
 */
export const PAYMENT_API_MESSAGES = {
  campaignClosed: 'Cette campagne ne reçoit plus de dons.',
  providerUnavailable:
    "Le service de paiement est momentanément indisponible. Aucun montant n'a été débité, veuillez réessayer.",
  amountTooHigh: "Le montant maximum d'un don est de 999 999,99 €",
  webhookSignatureMissing: 'Signature du webhook manquante.',
  webhookSignatureInvalid: 'Signature du webhook invalide.',
  webhookReplayed: "Signature du webhook expirée : l'horodatage est trop ancien (rejeu refusé).",
  webhookNotConfigured: "Le webhook Stripe n'est pas configuré sur ce serveur.",
  stripeAccountInvalid: 'Identifiant de compte Stripe invalide (acct_...)',
} as const;
