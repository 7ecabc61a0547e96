// The association page's texts, apart from texts.ts so that the other pages' first views do not
// carry them (docs/decisions/0001-first-visit-weight.md).

export const ASSOCIATION_PAGE_TEXTS = {
  about: 'À propos',
  contact: 'Contact',
  email: 'Email',
  phone: 'Téléphone',
  address: 'Adresse',
  website: 'Site web',
  campaignsTitle: 'Campagnes en cours',
  noCampaign: "Cette association n'a pas de campagne en cours.",
  statsTitle: 'En chiffres',
  totalRaised: 'collectés au total',
  campaignCount: 'campagnes',
  memberSince: 'membre depuis',
  supportTitle: 'Soutenez cette association',
  supportText: 'Choisissez une de ses campagnes et donnez le montant de votre choix.',
  supportButton: 'Voir ses campagnes',
  notFoundDetail: "Cette association n'existe pas ou n'est plus disponible.",
  loadFailed: 'L’association n’a pas pu être chargée.',
} as const;
