// A manager's campaign goes live on purpose (issue 30 item 8): what a draft is, what 'Publier'
// shows to the public, and why a pending association cannot publish yet. Imported by path
// ('shared-contracts/src/campaign/campaign-publication.texts'): the manager's screens only.
// The rule itself (publishing needs an approved association, 409) is the server's:
// api/src/services/catalogue/assert-can-publish.ts#mayBePublic.

export const PUBLICATION_TEXTS = {
  draftNotice:
    "Brouillon : cette campagne n'est visible que par vous. Elle n'apparaît pas sur le site et ne reçoit pas de dons tant que vous ne l'avez pas publiée.",
  publish: 'Publier',
  publishOf: (title: string) => `Publier la campagne ${title}`,
  publishTitle: 'Publier la campagne ?',
  publishMessage: (title: string) =>
    `« ${title} » sera en ligne à son adresse publique et dans la liste des projets : tout le monde pourra voir son titre, son image, son résumé, son histoire, son objectif, ses contreparties et les dons reçus, et la soutenir.`,
  publishAfter:
    'Vous pourrez encore la modifier. Dès le premier don, son objectif et son mode de financement ne changeront plus.',
  published: 'Campagne publiée : elle est maintenant visible par le public.',
  viewPublicPage: 'Voir la page publique',
  viewPublicPageOf: (title: string) => `Voir la page publique de la campagne ${title}`,
  pendingCannotPublish:
    "Vous ne pourrez publier vos campagnes qu'une fois votre association approuvée par l'équipe de la plateforme : elle est en attente de validation. En attendant, préparez-les en brouillon ; vous serez prévenu par email de la décision.",
  rejectedCannotPublish:
    "Votre association n'a pas été approuvée : vos campagnes ne peuvent pas être publiées. Contactez le support de la plateforme pour en savoir plus.",
  createAsDraft:
    'La campagne sera créée en brouillon, visible par vous seul. Vous la publierez ensuite depuis « Mes campagnes », avec le bouton « Publier ».',
} as const;
