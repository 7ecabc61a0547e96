/**
 * Actualités and 'Me le rappeler' (issue 30, items 4 and 5): the words of the campaign page's
 * lazy sections, the manager's update form, the unsubscribe page and the API's refusals.
 * Imported by path (not through the barrel): these screens are lazy. Imports nothing.
 */

/** The API's refusals (the `detail` of the codes in http/error-codes.ts) and field messages. */
export const NEWS_MESSAGES = {
  titleRequired: 'Donnez un titre à votre actualité.',
  bodyRequired: 'Écrivez le message de votre actualité.',
  dailyLimit: (limit: number) =>
    limit === 1
      ? 'Vous avez déjà envoyé une actualité aujourd’hui pour ce projet. Vous pourrez en envoyer une nouvelle demain.'
      : `Vous avez déjà envoyé ${limit} actualités aujourd’hui pour ce projet, le maximum par jour. Vous pourrez en envoyer une nouvelle demain.`,
  updateNotFound: 'Actualité introuvable.',
  reminderConsentRequired: 'Cochez la case pour accepter de recevoir ce rappel.',
  reminderNotOffered:
    'Le rappel n’est proposé que pour une collecte avec objectif, encore ouverte et à plus de 48 heures de sa fin.',
  unsubscribeInvalid:
    'Ce lien de désabonnement n’est pas valide. Utilisez le lien complet reçu dans l’e-mail.',
} as const;

/** The campaign page's 'Actualités' section. */
export const NEWS_TEXTS = {
  sectionTitle: 'Actualités',
  empty: 'Aucune actualité pour le moment.',
  postedOn: (date: string) => `Publiée le ${date}`,
  loadFailed: 'Les actualités n’ont pas pu être chargées.',
  retry: 'Réessayer',
} as const;

/** The campaign page's 'Me le rappeler' form. */
export const REMINDER_TEXTS = {
  title: 'Me le rappeler',
  intro:
    'Pas tout de suite ? Recevez un seul e-mail 48 heures avant la fin de la collecte, si l’objectif n’est pas encore atteint.',
  emailLabel: 'Votre adresse e-mail',
  consent:
    'J’accepte de recevoir cet unique rappel par e-mail. Mon adresse ne sert qu’à cela et je peux me désabonner en un clic.',
  submit: 'Me le rappeler',
  done: 'C’est noté : nous vous écrirons 48 heures avant la fin de la collecte.',
} as const;

/** The manager's 'Actualités' on the campaign's edit page. */
export const NEWS_MANAGER_TEXTS = {
  title: 'Actualités',
  intro:
    'Donnez des nouvelles du projet : l’actualité paraît sur la page de la campagne et part par e-mail aux contributeurs qui ont accepté d’être contactés par votre association.',
  titleLabel: 'Titre',
  bodyLabel: 'Message',
  recipients: (count: number) =>
    count === 0
      ? 'Aucun contributeur ne recevra cet e-mail pour l’instant (aucun n’a accepté d’être contacté).'
      : count === 1
        ? '1 contributeur recevra cet e-mail.'
        : `${count} contributeurs recevront cet e-mail.`,
  limit: (limit: number) =>
    limit === 1 ? 'Une actualité par jour au plus.' : `${limit} actualités par jour au plus.`,
  send: 'Publier et envoyer',
  sent: (count: number) =>
    count === 0
      ? 'Actualité publiée.'
      : count === 1
        ? 'Actualité publiée : elle part à 1 contributeur.'
        : `Actualité publiée : elle part à ${count} contributeurs.`,
  history: 'Actualités publiées',
  none: 'Aucune actualité publiée.',
  sentTo: (count: number) =>
    count === 1 ? 'Envoyée à 1 contributeur' : `Envoyée à ${count} contributeurs`,
  draftNotice: 'Publiez la campagne pour donner des actualités à ses contributeurs.',
} as const;

/** The page the visible unsubscribe link of an email opens (no account needed). */
export const UNSUBSCRIBE_TEXTS = {
  title: 'Se désabonner',
  intro: 'Vous ne recevrez plus d’actualités ni de rappels de cette association par e-mail.',
  confirm: 'Confirmer le désabonnement',
  done: (association: string) =>
    `C’est fait : vous ne recevrez plus d’e-mails de l’association « ${association} » par notre plateforme.`,
  missing: 'Ce lien de désabonnement est incomplet. Utilisez le lien complet reçu dans l’e-mail.',
  home: 'Retour à l’accueil',
} as const;

/** The emails' own words. */
export const NEWS_EMAIL_TEXTS = {
  updateSubject: (campaign: string, title: string) => `${campaign} : ${title}`,
  updateIntro: (association: string, campaign: string) =>
    `${association} donne des nouvelles du projet « ${campaign} » que vous avez soutenu.`,
  readOnline: 'Lire sur la page du projet',
  reminderSubject: (campaign: string) => `Plus que 48 heures pour soutenir « ${campaign} »`,
  reminderBody: (campaign: string, association: string, endsOn: string, left: string) =>
    `Vous avez demandé un rappel : la collecte « ${campaign} » de ${association} se termine le ${endsOn}. Il manque ${left} pour atteindre son objectif.`,
  reminderCta: 'Soutenir ce projet',
  footerUpdate: (association: string) =>
    `Vous recevez cet e-mail car vous avez soutenu un projet de ${association} et accepté d’être contacté par l’association.`,
  footerReminder: 'Vous recevez cet e-mail car vous avez demandé ce rappel sur la page du projet.',
  unsubscribe: 'Se désabonner en un clic',
} as const;

/** The super admin's moderation, under the campaign's edit form. */
export const NEWS_MODERATION_TEXTS = {
  title: 'Actualités publiées',
  none: 'Aucune actualité publiée.',
  remove: 'Retirer',
  removeOf: (title: string) => `Retirer l’actualité ${title}`,
  confirmTitle: 'Retirer cette actualité ?',
  confirmMessage:
    'Elle ne sera plus affichée sur la page de la campagne. Les e-mails déjà envoyés ne peuvent pas être repris.',
  removed: 'Actualité retirée.',
} as const;
