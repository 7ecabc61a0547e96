// Page metadata (spec section 2, 'Page metadata'): one small head manager every package uses
// through the shared singleton. DOM-only and guarded, so importing it from Node is harmless.
import {
  METADATA_DESCRIPTION_MAX,
  PLACEHOLDER_IMAGE_PATH,
  STRUCTURED_DATA_PRICE_EUR,
  STRUCTURED_DATA_RATING,
  CURRENCY,
} from '../constants';
import type { PageMeta } from './page-meta.types';
import { stripHtml, truncateDescription } from '../format/text';
import { associationPath, campaignPath } from '../catalogue/card-view';

export const SITE_NAME = 'Plateforme de dons';

/** Defaults of spec section 2: title, description, keywords, canonical, image and type. */
const DEFAULT_PAGE_META = {
  title: 'Plateforme de dons pour les associations',
  description:
    'Soutenez les projets des associations françaises : dons sécurisés, contreparties et suivi des campagnes de financement participatif.',
  keywords: 'dons, associations, financement participatif, crowdfunding, solidarité, campagnes',
  /** Site-relative: made absolute against the page's origin (never a data: URL). */
  image: PLACEHOLDER_IMAGE_PATH,
  type: 'website',
} as const;

export type { PageMeta } from './page-meta.types';

export interface ResolvedPageMeta {
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  image: string;
  type: string;
  robots: string;
  locale: string;
  structuredData: Record<string, unknown> | Record<string, unknown>[];
}

export function absoluteUrl(url: string, origin: string): string {
  try {
    return new URL(url, origin).toString();
  } catch {
    return url;
  }
}

/** The metadata a page ends up with: defaults filled in, description cut, URLs absolute. */
export function resolvePageMeta(
  meta: PageMeta,
  location: { origin: string; pathname: string },
): ResolvedPageMeta {
  const title = meta.title ? `${meta.title} | ${SITE_NAME}` : DEFAULT_PAGE_META.title;
  const description = truncateDescription(
    meta.description || DEFAULT_PAGE_META.description,
    METADATA_DESCRIPTION_MAX,
  );
  const canonical = absoluteUrl(meta.canonical ?? location.pathname, location.origin);
  const image = absoluteUrl(meta.image || DEFAULT_PAGE_META.image, location.origin);
  return {
    title,
    description,
    keywords: meta.keywords || DEFAULT_PAGE_META.keywords,
    canonical,
    image,
    type: meta.type || DEFAULT_PAGE_META.type,
    robots: meta.index === false ? 'noindex, nofollow' : 'index, follow',
    locale: 'fr_FR',
    structuredData: meta.structuredData ?? {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SITE_NAME,
      url: location.origin,
      inLanguage: 'fr-FR',
      description,
    },
  };
}

export interface CampaignStructuredDataInput {
  title: string;
  description?: string | null;
  imageUrl?: string | null;
  url: string;
  totalBackers?: number | null;
  associationName?: string | null;
}

/**
 * Structured data of a campaign page: a fixed offer of 1 euro, and a fixed 4.8 rating once the
 * campaign has backers (spec section 2).
 */
export function campaignStructuredData(
  input: CampaignStructuredDataInput,
): Record<string, unknown> {
  const backers = input.totalBackers ?? 0;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.title,
    description: truncateDescription(input.description ?? '', METADATA_DESCRIPTION_MAX),
    image: absoluteUrl(input.imageUrl || DEFAULT_PAGE_META.image, input.url),
    url: input.url,
    ...(input.associationName
      ? { brand: { '@type': 'Organization', name: input.associationName } }
      : {}),
    offers: {
      '@type': 'Offer',
      price: STRUCTURED_DATA_PRICE_EUR,
      priceCurrency: CURRENCY,
      availability: 'https://schema.org/InStock',
      url: input.url,
    },
    ...(backers > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: STRUCTURED_DATA_RATING,
            reviewCount: backers,
          },
        }
      : {}),
  };
}

function upsertMeta(doc: Document, attribute: 'name' | 'property', key: string, content: string) {
  let element = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = doc.createElement('meta');
    element.setAttribute(attribute, key);
    doc.head.appendChild(element);
  }
  element.setAttribute('content', content);
}

/** Writes a page's metadata into the document head, replacing the previous page's. */
export function applyPageMeta(
  meta: PageMeta,
  doc: Document | undefined = globalThis.document,
): ResolvedPageMeta | null {
  if (!doc) return null;
  const location = doc.defaultView?.location ?? { origin: '', pathname: '/' };
  const resolved = resolvePageMeta(meta, location);

  doc.documentElement.lang = 'fr';
  doc.title = resolved.title;
  upsertMeta(doc, 'name', 'description', resolved.description);
  upsertMeta(doc, 'name', 'keywords', resolved.keywords);
  upsertMeta(doc, 'name', 'robots', resolved.robots);
  upsertMeta(doc, 'property', 'og:title', resolved.title);
  upsertMeta(doc, 'property', 'og:description', resolved.description);
  upsertMeta(doc, 'property', 'og:url', resolved.canonical);
  upsertMeta(doc, 'property', 'og:image', resolved.image);
  upsertMeta(doc, 'property', 'og:type', resolved.type);
  upsertMeta(doc, 'property', 'og:locale', resolved.locale);
  upsertMeta(doc, 'property', 'og:site_name', SITE_NAME);
  upsertMeta(doc, 'name', 'twitter:card', 'summary_large_image');
  upsertMeta(doc, 'name', 'twitter:title', resolved.title);
  upsertMeta(doc, 'name', 'twitter:description', resolved.description);
  upsertMeta(doc, 'name', 'twitter:image', resolved.image);

  let canonical = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = doc.createElement('link');
    canonical.rel = 'canonical';
    doc.head.appendChild(canonical);
  }
  canonical.href = resolved.canonical;

  let jsonLd = doc.head.querySelector<HTMLScriptElement>(
    'script[type="application/ld+json"][data-page-meta]',
  );
  if (!jsonLd) {
    jsonLd = doc.createElement('script');
    jsonLd.type = 'application/ld+json';
    jsonLd.setAttribute('data-page-meta', '');
    doc.head.appendChild(jsonLd);
  }
  jsonLd.textContent = JSON.stringify(resolved.structuredData);
  return resolved;
}

/** The facts of a campaign its page metadata reads (the API's campaign carries them all). */
export interface CampaignMetaInput {
  slug: string;
  title: string;
  description?: string | null;
  story?: string | null;
  image_url?: string | null;
  total_backers?: number | null;
  association_name?: string | null;
}

/**
 * A campaign page's metadata, the same in the browser and in the HTML the server sends to
 * crawlers: its title, short description (the story when there is none), image, canonical slug
 * URL and Product structured data.
 */
export function campaignPageMeta(campaign: CampaignMetaInput, origin: string): PageMeta {
  const canonical = absoluteUrl(campaignPath(campaign.slug), origin);
  const description = stripHtml(campaign.description) || stripHtml(campaign.story);
  return {
    title: campaign.title,
    description,
    canonical,
    image: campaign.image_url ? absoluteUrl(campaign.image_url, origin) : undefined,
    type: 'article',
    index: true,
    structuredData: campaignStructuredData({
      title: campaign.title,
      description,
      imageUrl: campaign.image_url ? absoluteUrl(campaign.image_url, origin) : null,
      url: canonical,
      totalBackers: campaign.total_backers,
      associationName: campaign.association_name,
    }),
  };
}

export interface AssociationMetaInput {
  slug: string;
  name: string;
  description?: string | null;
  image_url?: string | null;
  website?: string | null;
  city?: string | null;
}

/** An association page's metadata, with Organization structured data. */
export function associationPageMeta(association: AssociationMetaInput, origin: string): PageMeta {
  const canonical = absoluteUrl(associationPath(association.slug), origin);
  const description = truncateDescription(association.description, METADATA_DESCRIPTION_MAX);
  const image = absoluteUrl(association.image_url || DEFAULT_PAGE_META.image, origin);
  return {
    title: association.name,
    description,
    canonical,
    image,
    type: 'website',
    index: true,
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'NGO',
      name: association.name,
      description,
      url: canonical,
      logo: image,
      ...(association.website ? { sameAs: [association.website] } : {}),
      ...(association.city
        ? { address: { '@type': 'PostalAddress', addressLocality: association.city } }
        : {}),
    },
  };
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside an HTML element or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
}

/** JSON safe inside a <script> element: no '</script>' or '<!--' can close or open anything. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The head tags of a page as HTML, every value escaped: what the server writes for crawlers
 * and link previews, which run no JavaScript. The same tags applyPageMeta keeps up to date in
 * the browser (same attributes, so the client replaces them rather than adding copies).
 */
export function pageMetaTags(resolved: ResolvedPageMeta): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(resolved.title)}</title>`,
    meta('name', 'description', resolved.description),
    meta('name', 'keywords', resolved.keywords),
    meta('name', 'robots', resolved.robots),
    `<link rel="canonical" href="${escapeHtml(resolved.canonical)}" />`,
    meta('property', 'og:title', resolved.title),
    meta('property', 'og:description', resolved.description),
    meta('property', 'og:url', resolved.canonical),
    meta('property', 'og:image', resolved.image),
    meta('property', 'og:type', resolved.type),
    meta('property', 'og:locale', resolved.locale),
    meta('property', 'og:site_name', SITE_NAME),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', resolved.title),
    meta('name', 'twitter:description', resolved.description),
    meta('name', 'twitter:image', resolved.image),
    `<script type="application/ld+json" data-page-meta>${jsonForScript(resolved.structuredData)}</script>`,
  ].join('\n    ');
}
