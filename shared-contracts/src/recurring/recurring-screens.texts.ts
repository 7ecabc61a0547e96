// Texts of the regular-gift screens (issue 29): the control page reached from the signed link,
// the donor's and the manager's tabs (the dialog's, re-exported here, are in
// recurring-dialog.texts.ts). Imported by
// path by those lazy screens only, so the shared copy of shared-contracts does not carry them;
// it imports only types (amounts and dates come formatted).
import type { PlanFrequency, PlanStatus } from './recurring.rules';

export type { GiftFrequency, PlanFrequency } from './recurring.rules';
// The dialog's words live apart (the contribution dialog and the embed load only them).
export { FREQUENCY_LABELS, FREQUENCY_PER, RECURRING_DIALOG_TEXTS } from './recurring-dialog.texts';

/** The frequency as a column or a line ('Mensuel'). */
export const FREQUENCY_ADJECTIVES: Record<PlanFrequency, string> = {
  monthly: 'Mensuel',
  yearly: 'Annuel',
};

/** A plan's state, as the control page and the dashboards show it. */
export const PLAN_STATUS_LABELS: Record<PlanStatus, string> = {
  pending: 'En attente du premier paiement',
  active: 'Actif',
  paused: 'Suspendu',
  stopped: 'Arrêté',
};

/** A plan paused by the platform after its last declined try, not by its donor. */
export const PLAN_PAUSED_BY_DECLINES = 'Suspendu (paiements refusés)';

/** The controls a donor has over a plan (control page and donor area). */
export const PLAN_CONTROL_TEXTS = {
  amountLine: (amount: string, per: string): string => `${amount} ${per}`,
  campaign: 'Projet soutenu',
  association: 'Association',
  frequency: 'Fréquence',
  amount: 'Montant',
  status: 'État',
  nextCharge: 'Prochain prélèvement',
  noNextCharge: 'Aucun',
  card: 'Carte',
  cardEnding: (brand: string, last4: string, expiry: string): string =>
    `${brand} se terminant par ${last4} (expire ${expiry})`,
  cardUnknown: 'Carte enregistrée',
  startedOn: 'Depuis le',
  changeAmount: 'Modifier le montant',
  newAmountLabel: 'Nouveau montant (€)',
  newAmountHint: "Il s'applique dès le prochain prélèvement.",
  saveAmount: 'Enregistrer le montant',
  cancel: 'Annuler',
  changeCard: 'Changer de carte',
  pause: 'Suspendre',
  resume: 'Reprendre',
  stop: 'Arrêter ce don',
  stopTitle: 'Arrêter ce don régulier ?',
  stopBody:
    "Aucun prélèvement ne sera plus fait. Les dons déjà versés restent acquis à l'association et figurent sur votre reçu fiscal annuel.",
  stopConfirm: 'Arrêter le don',
  keep: 'Garder mon don',
  pausedNotice:
    'Ce don est suspendu : aucun prélèvement tant que vous ne le reprenez pas. Le prochain aura lieu à la reprise.',
  declinedNotice: (reason: string): string =>
    `Le dernier prélèvement a été refusé : ${reason} Changez de carte pour que le prochain essai aboutisse.`,
  pausedByDeclinesNotice:
    'Ce don est suspendu après plusieurs prélèvements refusés. Changez de carte puis reprenez-le.',
  cardExpiresSoon: 'Votre carte expire avant le prochain prélèvement : changez-la pour continuer.',
  cardSaved: 'Votre nouvelle carte est enregistrée ; elle servira dès le prochain prélèvement.',
  totalGiven: 'Déjà donné',
  totalGivenLine: (total: string, count: number): string =>
    `${total} (${count} prélèvement${count > 1 ? 's' : ''})`,
  stoppedNotice: 'Ce don est arrêté : aucun prélèvement ne sera plus fait.',
  amountChanged: 'Le montant de votre don a été modifié.',
  paused: 'Votre don est suspendu.',
  resumed: 'Votre don a repris.',
  stopped: 'Votre don régulier est arrêté. Aucun autre prélèvement ne sera fait.',
  actionsLabel: (campaign: string): string => `Gérer le don à « ${campaign} »`,
} as const;

/** The page the signed link of a receipt email opens (no account needed). */
export const PLAN_LINK_PAGE_TEXTS = {
  documentTitle: 'Gérer mon don régulier',
  title: 'Mon don régulier',
  intro:
    'Ce lien personnel, envoyé avec votre reçu, vous permet de gérer votre don sans compte. Ne le transférez pas.',
  loading: 'Vérification du lien',
  invalidTitle: "Ce lien n'est plus valable",
  invalidBody:
    'Le lien est incomplet, a expiré ou a déjà servi. Pour gérer votre don, utilisez le lien du dernier email de reçu, ou connectez-vous à votre espace donateur si vous avez un compte.',
  missingTitle: 'Lien incomplet',
  loadFailed: 'Impossible de charger votre don régulier. Réessayez dans un instant.',
  home: "Retour à l'accueil",
  donorArea: 'Mon espace donateur',
  requestTitle: 'Recevoir un nouveau lien',
  requestHint:
    "Indiquez l'adresse email de vos dons : si un don régulier y est lié, nous vous envoyons un nouveau lien personnel.",
  emailLabel: 'Votre adresse email',
  emailInvalid: 'Veuillez saisir une adresse email valide',
  requestSubmit: 'Envoyer le lien',
  requestSent:
    "C'est envoyé : si un don régulier est lié à cette adresse, vous recevez un nouveau lien dans quelques minutes.",
} as const;

/** The donor area's tab of plans. */
export const DONOR_PLANS_TEXTS = {
  tab: 'Dons réguliers',
  title: 'Mes dons réguliers',
  loadError: 'Erreur lors du chargement de vos dons réguliers',
  empty: 'Aucun don régulier',
  emptyHint:
    'Sur un projet en collecte continue, choisissez « Tous les mois » ou « Tous les ans » dans la fenêtre de don.',
} as const;

/** The manager's tab of the association's plans. */
export const MANAGER_PLANS_TEXTS = {
  tab: 'Dons réguliers',
  title: 'Dons réguliers',
  loadError: 'Erreur lors du chargement des dons réguliers',
  activePlans: 'Dons réguliers actifs',
  pausedPlans: 'Dons suspendus',
  collected: 'Collecté',
  statsLabel: 'Chiffres des dons réguliers',
  monthlyTotal: 'Montant mensuel',
  monthlyTotalHint: 'Les dons annuels comptent pour un douzième.',
  byMonthTitle: 'Nouveaux et arrêtés par mois',
  month: 'Mois',
  started: 'Nouveaux',
  stopped: 'Arrêtés',
  plansTitle: 'Donateurs réguliers',
  donor: 'Donateur',
  campaign: 'Projet',
  amount: 'Montant',
  frequency: 'Fréquence',
  status: 'État',
  since: 'Depuis',
  nextCharge: 'Prochain prélèvement',
  actions: 'Actions',
  empty: 'Aucun don régulier pour le moment',
  emptyHint:
    'Les donateurs peuvent donner chaque mois ou chaque année à vos projets en collecte continue.',
  stop: 'Arrêter',
  stopLabel: (donor: string, campaign: string): string =>
    `Arrêter le don régulier de ${donor} à « ${campaign} »`,
  stopTitle: 'Arrêter ce don régulier ?',
  stopBody: (donor: string): string =>
    `${donor} ne sera plus prélevé et recevra un email l'en informant. Les dons déjà versés restent acquis.`,
  stopConfirm: 'Arrêter le don',
  stopDone: 'Le don régulier est arrêté ; le donateur en est informé.',
} as const;
