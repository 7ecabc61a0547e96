import { AUTH_PAGE_TEXTS, LIST_TEXTS, PAYMENT_MESSAGES, type PageMeta } from 'shared-contracts';
import { SHELL_TEXTS } from '../config/texts';

// Default metadata per route (spec section 2, 'Page metadata'). Public pages are indexed;
// sign-in, password, payment and every signed-in area are noindex. A remote page may refine
// its own (a campaign's title, image and structured data) with applyPageMeta.
export const ROUTE_META = {
  home: { index: true },
  login: { title: AUTH_PAGE_TEXTS.loginTitle, index: false },
  forgotPassword: { title: AUTH_PAGE_TEXTS.forgotTitle, index: false },
  resetPassword: { title: AUTH_PAGE_TEXTS.resetTitle, index: false },
  campaigns: { title: LIST_TEXTS.campaignsTitle, index: true },
  associations: { title: LIST_TEXTS.associationsTitle, index: true },
  campaign: { title: 'Projet', type: 'article', index: true },
  association: { title: 'Association', index: true },
  donationSuccess: { title: PAYMENT_MESSAGES.checkingTitle, index: false },
  faq: { title: 'Questions fréquentes', index: true },
  terms: { title: "Conditions générales d'utilisation", index: true },
  dashboard: { title: SHELL_TEXTS.landingTitle, index: false },
  donorDashboard: { title: 'Mon espace donateur', index: false },
  admin: { title: 'Administration', index: false },
  notFound: { title: SHELL_TEXTS.notFoundTitle, index: false },
} satisfies Record<string, PageMeta>;
