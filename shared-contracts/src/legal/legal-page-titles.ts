// The legal pages' titles and descriptions, apart from their texts so that the route table can
// name them without importing the texts (which import the routes for their links).

export const LEGAL_PAGE_TITLES = {
  legalNotice: 'Mentions légales',
  privacy: 'Politique de confidentialité',
  accessibility: "Déclaration d'accessibilité",
  cookies: 'Cookies',
} as const;

export type LegalPageId = keyof typeof LEGAL_PAGE_TITLES;

export const LEGAL_PAGE_DESCRIPTIONS = {
  legalNotice:
    "L'éditeur de la plateforme de dons, son directeur de la publication et son hébergeur.",
  privacy:
    'Les données que la plateforme de dons collecte, pourquoi, combien de temps, qui les reçoit et comment exercer vos droits.',
  accessibility:
    "Le niveau de conformité de la plateforme de dons au RGAA 4.1 et comment signaler une difficulté d'accès.",
  cookies:
    "Le seul cookie que la plateforme de dons dépose, celui de votre session, et pourquoi il n'y a pas de bandeau.",
} as const;
