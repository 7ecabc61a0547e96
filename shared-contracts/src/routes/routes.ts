// Routes as data (spec section 2): each page's pattern, link builder, owner, guard and default
// metadata, in one table. The shell builds its router from it, each remote's standalone mount
// takes its own rows, and every link (remote Links, the API's emails) builds its URL with
// `href`, so a renamed path changes here only.
import type { PageMeta } from '../seo/page-meta.types';
import {
  LEGAL_PAGE_DESCRIPTIONS,
  LEGAL_PAGE_TITLES,
  type LegalPageId,
} from '../legal/legal-page-titles';
import { PAYMENT_RETURN_TEXTS } from '../donation/payment-return.texts';
import { AUTH_PAGE_TEXTS, LIST_TEXTS } from '../texts';
import { buildHref, type HrefArgs, type HrefQuery } from './href';
import type { RemoteName } from './remotes';

/**
 * Who may open a route. 'signed-in': any signed-in user. 'donor', 'super_admin': that role
 * only. 'dashboard': /dashboard itself, which sends each role to its own area.
 */
export type RouteGuard = 'public' | 'signed-in' | 'donor' | 'super_admin' | 'dashboard';

/** The shell renders its own pages; every other route is a remote's exposed module. */
export type RouteOwner = RemoteName | 'shell';

export interface RouteDefinition<P extends string = string, O extends RouteOwner = RouteOwner> {
  pattern: P;
  owner: O;
  /** The exposed module ('./HomePage' -> 'HomePage'), or the shell's page. */
  module: string;
  guard: RouteGuard;
  /** Default metadata; a page may refine its own (a campaign's title) with applyPageMeta. */
  meta: PageMeta;
  /** 'bare': the page alone, without the header and footer (an embed framed by another site). */
  layout?: 'bare';
}

export interface AppRoute<
  P extends string = string,
  O extends RouteOwner = RouteOwner,
> extends RouteDefinition<P, O> {
  href: (...args: HrefArgs<P>) => string;
}

function route<const P extends string, const O extends RouteOwner, const M extends string>(
  definition: RouteDefinition<P, O> & { module: M },
): AppRoute<P, O> & { module: M } {
  return {
    ...definition,
    href: (...args: HrefArgs<P>) => {
      const [first, second] = args as [unknown, HrefQuery | undefined];
      const hasParams = definition.pattern.includes(':');
      return hasParams
        ? buildHref(definition.pattern, first as Record<string, string>, second)
        : buildHref(definition.pattern, undefined, first as HrefQuery | undefined);
    },
  };
}

/** Titles of pages the spec names without wording them. */
export const ROUTE_TITLES = {
  campaign: 'Projet',
  association: 'Association',
  associationSignUp: 'Inscrire mon association',
  faq: 'Questions fréquentes',
  terms: "Conditions générales d'utilisation",
  dashboard: 'Tableau de bord',
  donorDashboard: 'Mon espace donateur',
  admin: 'Administration',
  planControl: 'Gérer mon don régulier',
  unsubscribe: 'Se désabonner',
  embedContribution: 'Faire un don',
  notFound: 'Page introuvable',
} as const;

const signedInMeta = (title: string): PageMeta => ({ title, index: false });

/** A public page of mf_public, open to search engines. */
function publicPage<const P extends string, const M extends string>(
  pattern: P,
  module: M,
  meta: Omit<PageMeta, 'index'> = {},
) {
  return route({
    pattern,
    owner: 'mf_public',
    module,
    guard: 'public',
    meta: { ...meta, index: true },
  });
}

/** A legal page of mf_public: its title and description from legal-page-titles.ts. */
function legalPage<const P extends string, const M extends string>(
  pattern: P,
  module: M,
  page: LegalPageId,
) {
  return publicPage(pattern, module, {
    title: LEGAL_PAGE_TITLES[page],
    description: LEGAL_PAGE_DESCRIPTIONS[page],
  });
}

export const ROUTES = {
  home: publicPage('/', 'HomePage'),
  login: route({
    pattern: '/login',
    owner: 'shell',
    module: 'LoginPage',
    guard: 'public',
    meta: signedInMeta(AUTH_PAGE_TEXTS.loginTitle),
  }),
  forgotPassword: route({
    pattern: '/forgot-password',
    owner: 'shell',
    module: 'ForgotPasswordPage',
    guard: 'public',
    meta: signedInMeta(AUTH_PAGE_TEXTS.forgotTitle),
  }),
  resetPassword: route({
    pattern: '/reset-password',
    owner: 'shell',
    module: 'ResetPasswordPage',
    guard: 'public',
    meta: signedInMeta(AUTH_PAGE_TEXTS.resetTitle),
  }),
  campaigns: publicPage('/campaigns', 'CampaignListPage', { title: LIST_TEXTS.campaignsTitle }),
  associations: publicPage('/associations', 'AssociationListPage', {
    title: LIST_TEXTS.associationsTitle,
  }),
  campaign: publicPage('/campaign/:campaignId', 'CampaignPage', {
    title: ROUTE_TITLES.campaign,
    type: 'article',
  }),
  association: publicPage('/association/:associationId', 'AssociationPage', {
    title: ROUTE_TITLES.association,
  }),
  /** The second public association page of the spec (by id). */
  associationById: publicPage('/associations/:associationId', 'AssociationPage', {
    title: ROUTE_TITLES.association,
  }),
  /** An association signs up inside the platform (issue 28): a lazy page of mf_public. */
  associationSignUp: publicPage('/inscription-association', 'AssociationSignUpPage', {
    title: ROUTE_TITLES.associationSignUp,
  }),
  donationSuccess: route({
    pattern: '/donation/success',
    owner: 'mf_donation',
    module: 'PaymentReturnPage',
    guard: 'public',
    meta: signedInMeta(PAYMENT_RETURN_TEXTS.checkingDocumentTitle),
  }),
  /**
   * The page a regular gift's receipt email links to (`?t=<signed token>`, issue 29): the donor
   * changes, pauses or stops the plan without an account. Never indexed: the link is personal.
   */
  planControl: route({
    pattern: '/dons-reguliers/gerer',
    owner: 'mf_donation',
    module: 'PlanControlPage',
    guard: 'public',
    meta: signedInMeta(ROUTE_TITLES.planControl),
  }),
  /**
   * The page the visible unsubscribe link of an update or a reminder opens (`?t=<signed
   * token>`, issue 30): one button confirms, no account needed. Never indexed.
   */
  unsubscribe: route({
    pattern: '/desabonnement',
    owner: 'mf_public',
    module: 'UnsubscribePage',
    guard: 'public',
    meta: signedInMeta(ROUTE_TITLES.unsubscribe),
  }),
  /**
   * The whole contribution flow framed by an association's website (issue 30 item 3; the
   * button, card and counter embeds beside it are plain HTML from the API). Any site may frame
   * it, no other page (api/src/plugins/frontend/embed-pages.ts). `?montant=` and `?frequence=`
   * prefill the dialog. Never indexed.
   */
  embedContribution: route({
    pattern: '/embed/campagne/:campaignId/don',
    owner: 'mf_donation',
    module: 'EmbedContributionPage',
    guard: 'public',
    layout: 'bare',
    meta: signedInMeta(ROUTE_TITLES.embedContribution),
  }),
  faq: publicPage('/faq', 'FaqPage', { title: ROUTE_TITLES.faq }),
  terms: publicPage('/terms', 'TermsPage', { title: ROUTE_TITLES.terms }),
  // The legal pages (issue 28, item 5): linked from the footer, their text in the served page.
  legalNotice: legalPage('/mentions-legales', 'LegalNoticePage', 'legalNotice'),
  privacy: legalPage('/confidentialite', 'PrivacyPolicyPage', 'privacy'),
  accessibility: legalPage('/accessibilite', 'AccessibilityStatementPage', 'accessibility'),
  cookies: legalPage('/cookies', 'CookiesPage', 'cookies'),
  dashboard: route({
    pattern: '/dashboard',
    owner: 'mf_manager',
    module: 'ManagerDashboardPage',
    guard: 'dashboard',
    meta: signedInMeta(ROUTE_TITLES.dashboard),
  }),
  managerCampaignCreate: route({
    pattern: '/dashboard/campaigns/create',
    owner: 'mf_manager',
    module: 'CampaignCreatePage',
    guard: 'signed-in',
    meta: signedInMeta(ROUTE_TITLES.dashboard),
  }),
  managerCampaignEdit: route({
    pattern: '/dashboard/campaigns/:campaignId/edit',
    owner: 'mf_manager',
    module: 'CampaignEditPage',
    guard: 'signed-in',
    meta: signedInMeta(ROUTE_TITLES.dashboard),
  }),
  managerAssociationEdit: route({
    pattern: '/dashboard/associations/edit',
    owner: 'mf_manager',
    module: 'AssociationEditPage',
    guard: 'signed-in',
    meta: signedInMeta(ROUTE_TITLES.dashboard),
  }),
  donorDashboard: route({
    pattern: '/donor-dashboard',
    owner: 'mf_donor',
    module: 'DonorDashboardPage',
    guard: 'donor',
    meta: signedInMeta(ROUTE_TITLES.donorDashboard),
  }),
  admin: route({
    pattern: '/admin',
    owner: 'mf_admin',
    module: 'AdminDashboardPage',
    guard: 'super_admin',
    meta: signedInMeta(ROUTE_TITLES.admin),
  }),
  adminAssociationCreate: route({
    pattern: '/admin/associations/create',
    owner: 'mf_admin',
    module: 'AssociationCreatePage',
    guard: 'super_admin',
    meta: signedInMeta(ROUTE_TITLES.admin),
  }),
  adminAssociationEdit: route({
    pattern: '/admin/associations/:associationId/edit',
    owner: 'mf_admin',
    module: 'AssociationEditPage',
    guard: 'super_admin',
    meta: signedInMeta(ROUTE_TITLES.admin),
  }),
  adminCampaignCreate: route({
    pattern: '/admin/campaigns/create',
    owner: 'mf_admin',
    module: 'CampaignCreatePage',
    guard: 'super_admin',
    meta: signedInMeta(ROUTE_TITLES.admin),
  }),
  adminCampaignEdit: route({
    pattern: '/admin/campaigns/:campaignId/edit',
    owner: 'mf_admin',
    module: 'CampaignEditPage',
    guard: 'super_admin',
    meta: signedInMeta(ROUTE_TITLES.admin),
  }),
  notFound: route({
    pattern: '*',
    owner: 'shell',
    module: 'NotFoundPage',
    guard: 'public',
    meta: signedInMeta(ROUTE_TITLES.notFound),
  }),
} as const;

export type RouteTable = typeof ROUTES;
export type RouteId = keyof RouteTable;

/** The exposed modules of one owner's routes: 'mf_admin' -> 'AdminDashboardPage' | ... */
export type ModuleOf<O extends RouteOwner> = {
  [K in RouteId]: RouteTable[K]['owner'] extends O ? RouteTable[K]['module'] : never;
}[RouteId];

/** A row of the table rendered by `O`. */
export type OwnedRoute<O extends RouteOwner> = AppRoute & { owner: O; module: ModuleOf<O> };

/** The rows of the table that one owner renders, in table order. */
export function routesOf<O extends RouteOwner>(owner: O): OwnedRoute<O>[] {
  const rows: AppRoute[] = Object.values(ROUTES);
  return rows.filter((row) => row.owner === owner) as OwnedRoute<O>[];
}

/** An absolute link for an email or a receipt: `absoluteHref(publicUrl, ROUTES.login.href())`. */
export function absoluteHref(origin: string, href: string): string {
  return `${origin.replace(/\/+$/, '')}${href}`;
}
