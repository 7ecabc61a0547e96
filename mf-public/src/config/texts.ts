// Texts of the public pages that the spec does not spell out (the spec's own come from
// shared-contracts). The FAQ's and the terms' are in info-pages.texts.ts: this file is bundled
// with the home page and every first view of this remote.

import { HOME_HERO_TEXTS } from 'shared-contracts';

export const PUBLIC_TEXTS = {
  greeting: (name: string) => `Bonjour, ${name}`,
  backHome: "Retour à l'accueil",
  imageOf: (name: string) => `Image : ${name}`,
  contributors: (count: string, n: number) =>
    `${count} ${n > 1 ? 'contributeurs' : 'contributeur'}`,
  previous: 'Précédent',
  next: 'Suivant',
  loading: 'Chargement...',
  searchLabelCampaigns: 'Rechercher un projet',
  searchLabelAssociations: 'Rechercher une association',
  categoryLabel: 'Catégorie',
} as const;

export const HOME_TEXTS = {
  ...HOME_HERO_TEXTS,
  heroCta: 'Découvrir les projets',
  heroSecondary: 'Voir les associations',
  stepsTitle: 'Comment ça marche ?',
  steps: [
    {
      title: 'Découvrir',
      text: 'Parcourez les projets des associations vérifiées et trouvez celui qui vous parle.',
    },
    {
      title: 'Soutenir',
      text: 'Donnez le montant de votre choix par carte bancaire, en toute sécurité.',
    },
    {
      title: 'Recevoir',
      text: "Recevez votre reçu par email et, selon votre don, une contrepartie de l'association.",
    },
  ],
  campaignsTitle: 'Projets à soutenir',
  campaignsAll: 'Voir tous les projets',
  campaignsEmpty: 'Aucun projet à soutenir pour le moment.',
  associationsTitle: 'Nos associations partenaires',
  associationsAll: 'Voir toutes les associations',
  associationsEmpty: 'Aucune association partenaire pour le moment.',
  reasonsTitle: 'Pourquoi donner ici ?',
  reasons: [
    {
      title: 'Associations vérifiées',
      text: 'Chaque association est examinée avant de pouvoir lancer une campagne.',
    },
    {
      title: 'Remboursé si l’objectif est manqué',
      text: 'Pour une campagne à objectif, vous êtes intégralement remboursé si le but n’est pas atteint.',
    },
    {
      title: 'Paiement sécurisé',
      text: 'Le paiement passe par un prestataire spécialisé : nous ne conservons aucune donnée de carte.',
    },
    {
      title: 'Frais transparents',
      text: 'Une commission de 5 % et des frais de paiement d’environ 2,9 % + 0,25 € par transaction.',
    },
  ],
  statsTitle: 'Notre impact',
  // French takes the singular for 0 and 1.
  stats: {
    raised: 'collectés',
    campaigns: (n: number) => (n > 1 ? 'projets' : 'projet'),
    associations: (n: number) => (n > 1 ? 'associations' : 'association'),
    donors: (n: number) => (n > 1 ? 'donateurs' : 'donateur'),
    completed: (n: number) => (n > 1 ? 'projets financés' : 'projet financé'),
  },
  ctaTitle: 'Chaque don compte',
  ctaText: 'Même un petit geste aide une association à aller au bout de son projet.',
  ctaButton: 'Faire un don',
} as const;

export const CAMPAIGN_PAGE_TEXTS = {
  fundingGoal: 'Campagne à objectif',
  fundingGoalDetail:
    "Si l'objectif n'est pas atteint à la date de fin, les donateurs sont intégralement remboursés.",
  fundingContinuous: 'Financement en continu',
  fundingContinuousDetail:
    "Chaque don est reversé à l'association chaque mois, même sans objectif atteint.",
  contributorsLabel: (n: number) => (n > 1 ? 'contributeurs' : 'contributeur'),
  daysLeftLabel: 'Temps restant',
  endsOn: (date: string) => `Se termine le ${date}`,
  rewardChoose: (title: string) => `Choisir la contrepartie ${title}`,
  loadFailed: 'La campagne n’a pas pu être chargée.',
} as const;

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

export const DIALOG_TEXTS = {
  unavailable: 'Le formulaire de contribution est momentanément indisponible.',
  retry: 'Réessayer',
  loading: 'Chargement du formulaire de contribution',
} as const;
