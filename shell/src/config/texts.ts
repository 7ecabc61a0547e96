// Shell texts the spec does not spell out (it gives no 404 or fallback wording). Every text the
// spec does spell comes from shared-contracts.
import { NAV_TEXTS } from 'shared-contracts';

export const SHELL_TEXTS = {
  siteName: 'Plateforme de dons',
  notFoundDetail: "La page que vous cherchez n'existe pas ou a été déplacée.",
  remoteUnavailableTitle: 'Cette section est momentanément indisponible',
  remoteUnavailableDetail:
    "Elle n'a pas pu être chargée. Le reste du site fonctionne normalement : vous pouvez réessayer dans un instant.",
  retry: 'Réessayer',
  loading: 'Chargement...',
  logout: 'Déconnexion',
  menu: 'Menu',
  mainNavigation: 'Navigation principale',
  /** Shared with the server's first view of a page, which has the same first link. */
  skipToContent: NAV_TEXTS.skipToContent,
  navCampaigns: 'Projets',
  navAssociations: 'Associations',
  navFaq: 'FAQ',
  navTerms: 'Conditions générales',
  footerTagline: 'Soutenez les associations et leurs projets, en toute confiance.',
  footerRights: 'Tous droits réservés.',
  /** The footer's group of legal pages (their labels are the pages' titles). */
  footerLegalNavigation: 'Informations légales',
} as const;
