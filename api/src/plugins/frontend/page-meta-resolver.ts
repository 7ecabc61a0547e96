// The contract between the page sender and whoever knows the pages (the database's campaigns
// and associations): apart from both, so neither imports the other for a type.
import type { PageMeta } from 'shared-contracts';
import type { FirstView } from './first-view';

/** What the server knows of a page before any JavaScript runs. */
export interface PageMetaAnswer {
  /** 404: the slug names nothing public; the page still ships, to show its not-found screen. */
  status: 200 | 404;
  meta: PageMeta;
  /** What the page shows before its JavaScript runs, for a visitor without a session. */
  firstView?: FirstView;
}

/** The metadata of a client route, or null for a route the server adds nothing to. */
export type PageMetaResolver = (urlPath: string, origin: string) => Promise<PageMetaAnswer | null>;
