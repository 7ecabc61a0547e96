// Texts of the public pages that the spec does not spell out (the spec's own come from
// shared-contracts). This file is bundled with every first view of this remote: a page's own
// texts live beside it, apart (the home page's in home.texts.ts, the association page's in
// association-page.texts.ts, the FAQ's and the terms' in info-pages.texts.ts), so that no first
// view carries another page's words (docs/decisions/0001-first-visit-weight.md).

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

export const DIALOG_TEXTS = {
  unavailable: 'Le formulaire de contribution est momentanément indisponible.',
  retry: 'Réessayer',
  loading: 'Chargement du formulaire de contribution',
} as const;
