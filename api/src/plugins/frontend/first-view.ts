import {
  HOME_HERO_TEXTS,
  LIST_TEXTS,
  NAV_TEXTS,
  PAGE_FIRST_VIEW_ID,
  PLACEHOLDER_IMAGE_URL,
  ROUTES,
  SITE_NAME,
  escapeHtml,
  isAcceptedUrl,
  type PartialOperatorIdentity,
} from 'shared-contracts';
import { legalDocument, type LegalDocument } from 'shared-contracts/src/legal/legal-texts';
import { legalPageAt } from './legal-pages';

/**
 * What a public page shows first, sent in the page's HTML for a visitor without a session, so
 * that a phone on a slow network paints the page's heading before the JavaScript has arrived
 * (without it, nothing but "Chargement..." until the shell, the remote and the data are in:
 * seconds on a slow network; docs/decisions/0001). The shell hides its own render until the
 * route's page is there, then removes the first view in the same frame
 * (shell/src/lib/first-view.ts): the visitor sees the heading at once, then the full page,
 * never a loader in between.
 * The markup copies the layout of the pages it stands for (the shell's header, the home page's
 * banner and hero, a list's title, a campaign's cover) so that the page replaces it in place.
 */
export type FirstView =
  | { kind: 'home' }
  | { kind: 'list'; title: string }
  | { kind: 'campaign'; title: string; description: string; imageUrl: string }
  /** A legal page: its whole text, what a crawler indexes. */
  | { kind: 'document'; document: LegalDocument };

/**
 * The first view of a page whose content is the same for every visitor, if it has one; a
 * legal page's names the deployment's operator.
 */
export function staticFirstView(
  urlPath: string,
  operator: PartialOperatorIdentity = {},
): FirstView | null {
  const legal = legalPageAt(urlPath);
  if (legal) return { kind: 'document', document: legalDocument(legal.id, operator) };
  const route = urlPath.replace(/(.)\/+$/, '$1');
  if (route === ROUTES.home.pattern) return { kind: 'home' };
  if (route === ROUTES.campaigns.pattern) return { kind: 'list', title: LIST_TEXTS.campaignsTitle };
  if (route === ROUTES.associations.pattern)
    return { kind: 'list', title: LIST_TEXTS.associationsTitle };
  return null;
}

/** A campaign page's first view: its cover, with the title and summary over it. */
export function campaignFirstView(campaign: {
  title: string;
  description?: string | null;
  image_url?: string | null;
}): FirstView {
  return {
    kind: 'campaign',
    title: campaign.title,
    description: campaign.description ?? '',
    imageUrl: campaign.image_url || PLACEHOLDER_IMAGE_URL,
  };
}

/** The campaign's image when it is an address the platform accepts on write, else the placeholder. */
function safeImageUrl(url: string): string {
  return isAcceptedUrl(url) ? url : PLACEHOLDER_IMAGE_URL;
}

// The values of the shell's and mf-public's Mantine theme: system-ui font, teal-9 (#087f5b),
// gray-3 borders, gray-7 secondary text, 8 px radius, 1140 px container with 16 px padding,
// h1 34 px / 1.3; the hero title 28 px (40 px from 48em), a campaign title 26 px (36 px).
// The body's margin is set here too: Mantine's global styles arrive later and would move
// everything by 8 px (a layout shift).
const STYLES = `body{margin:0}
noscript{display:block;padding:8px 16px;background:#fff3bf;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;text-align:center}
#${PAGE_FIRST_VIEW_ID}{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:16px;line-height:1.55;color:#000}
#${PAGE_FIRST_VIEW_ID} *{box-sizing:border-box}
#${PAGE_FIRST_VIEW_ID}~#root{display:none}
.fv-skip{position:absolute;left:16px;top:-100px;z-index:1000;padding:10px 16px;background:#fff;color:#087f5b;font-weight:600;border-radius:8px;outline:2px solid #141414;outline-offset:2px}
.fv-skip:focus{top:10px}
.fv-main:focus{outline:none}
.fv-header{padding:20px 0;border-bottom:1px solid #dee2e6;background:#fff}
.fv-container{max-width:1140px;margin:0 auto;padding:0 16px}
.fv-bar{display:flex;align-items:center;min-height:34px}
.fv-logo{font-weight:700;font-size:20px;color:#087f5b;text-decoration:none}
.fv-main{max-width:1140px;margin:0 auto;padding:20px 16px}
.fv-stack{display:flex;flex-direction:column;gap:16px}
.fv-banner{background:#087f5b;color:#fff;border-radius:8px;padding:12px 16px;display:flex;flex-wrap:wrap;justify-content:center;gap:10px;font-size:14px;line-height:1.45;text-align:center}
.fv-banner p{margin:0}
.fv-banner a{color:#fff;font-weight:700;text-decoration:underline}
.fv-hero{padding:16px 0;max-width:760px}
.fv-hero h1{margin:0 0 16px;font-size:28px;line-height:1.15;font-weight:700}
.fv-hero p{margin:0;font-size:18px;line-height:1.6;color:#495057}
.fv-title{margin:0;font-size:34px;line-height:1.3;font-weight:700}
.fv-back{font-size:14px;line-height:1.45;color:#087f5b;text-decoration:none}
.fv-cover{position:relative;border-radius:8px;overflow:hidden;background:#343a40}
.fv-cover img{display:block;width:100%;height:320px;object-fit:cover}
.fv-cover div{position:absolute;inset:auto 0 0 0;padding:20px;background:linear-gradient(to top,rgba(0,0,0,.82),rgba(0,0,0,.55) 70%,transparent);color:#fff}
.fv-cover h1{margin:0 0 10px;font-size:26px;line-height:1.15;font-weight:700}
.fv-cover p{margin:0}
.fv-doc{max-width:860px;margin:0 auto;gap:20px}
.fv-doc p{margin:0}
.fv-updated{margin-top:4px!important;font-size:14px;color:#495057}
.fv-doc section{display:flex;flex-direction:column;gap:10px}
.fv-doc h2{margin:0;font-size:22px;line-height:1.4;font-weight:700}
.fv-links{display:flex;flex-wrap:wrap;gap:16px;font-size:14px}
.fv-links a{color:#087f5b}
@media (min-width:48em){.fv-bar{min-height:36px}.fv-hero{padding:32px 0}.fv-hero h1{font-size:40px}.fv-cover h1{font-size:36px}}`;

function mainOf(view: FirstView): string {
  switch (view.kind) {
    case 'home':
      return (
        `<div class="fv-stack"><div class="fv-banner"><p>${escapeHtml(HOME_HERO_TEXTS.bannerText)}</p>` +
        `<a href="${ROUTES.campaigns.href()}">${escapeHtml(HOME_HERO_TEXTS.bannerLink)}</a></div>` +
        `<div class="fv-hero"><h1>${escapeHtml(HOME_HERO_TEXTS.heroTitle)}</h1>` +
        `<p>${escapeHtml(HOME_HERO_TEXTS.heroSubtitle)}</p></div></div>`
      );
    case 'list':
      return `<h1 class="fv-title">${escapeHtml(view.title)}</h1>`;
    case 'campaign':
      return (
        `<div class="fv-stack" style="gap:20px"><a class="fv-back" href="${ROUTES.home.href()}">← ${escapeHtml(NAV_TEXTS.backHome)}</a>` +
        `<div class="fv-cover"><img src="${escapeHtml(safeImageUrl(view.imageUrl))}" alt="${escapeHtml(view.title)}" fetchpriority="high">` +
        `<div><h1>${escapeHtml(view.title)}</h1><p>${escapeHtml(view.description)}</p></div></div></div>`
      );
    case 'document':
      return documentMain(view.document);
  }
}

/** A legal page as the mf-public page lays it out: back link, title, date, intro, sections. */
function documentMain(document: LegalDocument): string {
  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  const sections = document.sections
    .map(
      (section) =>
        `<section><h2>${escapeHtml(section.title)}</h2>` +
        section.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') +
        (section.links?.length
          ? `<div class="fv-links">${section.links.map((item) => link(item.href, item.label)).join('')}</div>`
          : '') +
        `</section>`,
    )
    .join('');
  return (
    `<div class="fv-stack fv-doc"><a class="fv-back" href="${ROUTES.home.href()}">← ${escapeHtml(NAV_TEXTS.backHome)}</a>` +
    `<div><h1 class="fv-title">${escapeHtml(document.title)}</h1><p class="fv-updated">${escapeHtml(document.updated)}</p></div>` +
    `<p>${escapeHtml(document.intro)}</p>${sections}</div>`
  );
}

/** Its main area's id: the shell's own main ('contenu') is in the page too, hidden. */
const FIRST_VIEW_MAIN_ID = `${PAGE_FIRST_VIEW_ID}-contenu`;

/** The first view's markup and its styles, put before the shell's root by withFirstView. */
export function renderFirstView(view: FirstView): string {
  return (
    `<style>${STYLES}</style>` +
    `<div id="${PAGE_FIRST_VIEW_ID}" aria-busy="true">` +
    // The shell's first link too: a Tab before the JavaScript has arrived lands on it.
    `<a class="fv-skip" href="#${FIRST_VIEW_MAIN_ID}">${escapeHtml(NAV_TEXTS.skipToContent)}</a>` +
    `<header class="fv-header"><div class="fv-container fv-bar"><a class="fv-logo" href="${ROUTES.home.href()}">${escapeHtml(SITE_NAME)}</a></div></header>` +
    `<main class="fv-main" id="${FIRST_VIEW_MAIN_ID}" tabindex="-1">${mainOf(view)}</main></div>`
  );
}

/** The page with a first view before its root (unchanged when the template has no root). */
export function withFirstView(html: string, view: FirstView): string {
  return html.replace(/<div id="root"/i, () => `${renderFirstView(view)}<div id="root"`);
}
