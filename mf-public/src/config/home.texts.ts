// The home page's texts, apart from texts.ts so that the other pages' first views do not carry
// them (docs/decisions/0001-first-visit-weight.md). The hero's words are the spec's
// (shared-contracts).
import { HOME_HERO_TEXTS } from 'shared-contracts';

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
