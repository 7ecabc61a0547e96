// Page metadata (spec section 2, 'Page metadata'): one small head manager every package uses
// through the shared singleton. DOM-only and guarded, so importing it from Node is harmless.
import {
  METADATA_DESCRIPTION_MAX,
  PLACEHOLDER_IMAGE_URL,
  STRUCTURED_DATA_PRICE_EUR,
  STRUCTURED_DATA_RATING,
  CURRENCY,
} from '../constants';
import { truncateDescription } from '../format/text';

export const SITE_NAME = 'Plateforme de dons';

/** Defaults of spec section 2: title, description, keywords, canonical, image and type. */
export const DEFAULT_PAGE_META = {
  title: 'Plateforme de dons pour les associations',
  description:
    'Soutenez les projets des associations françaises : dons sécurisés, contreparties et suivi des campagnes de financement participatif.',
  keywords: 'dons, associations, financement participatif, crowdfunding, solidarité, campagnes',
  image: PLACEHOLDER_IMAGE_URL,
  type: 'website',
} as const;

export interface PageMeta {
  /** Page title, without the site name. */
  title?: string;
  /** Plain text or HTML; cut to 150 characters. */
  description?: string;
  keywords?: string;
  /** Absolute or site-relative URL; defaults to the current URL without query or hash. */
  canonical?: string;
  image?: string;
  /** og:type: 'website', 'article'... */
  type?: string;
  /** false marks the page noindex (login, dashboards). */
  index?: boolean;
  /** JSON-LD object(s); defaults to the site's WebSite description. */
  structuredData?: Record<string, unknown> | Record<string, unknown>[];
}

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

function absoluteUrl(url: string, origin: string): string {
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
    image: input.imageUrl || PLACEHOLDER_IMAGE_URL,
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
