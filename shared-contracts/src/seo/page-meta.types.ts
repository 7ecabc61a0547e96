// What a page may say about itself to browsers and crawlers. Apart from page-meta.ts so the
// route table can name it without importing the metadata builders, which import the routes.

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
