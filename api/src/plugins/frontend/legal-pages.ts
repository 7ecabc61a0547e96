import { ROUTES, type AppRoute, type LegalPageId } from 'shared-contracts';

/** The route of each legal page (issue 28, item 5). */
const LEGAL_ROUTES: Record<LegalPageId, AppRoute> = {
  legalNotice: ROUTES.legalNotice,
  privacy: ROUTES.privacy,
  accessibility: ROUTES.accessibility,
  cookies: ROUTES.cookies,
};

/**
 * The legal page a path shows, with or without a trailing slash: its text and its metadata go
 * into the served page, for crawlers and for a visitor whose JavaScript has not arrived yet.
 */
export function legalPageAt(urlPath: string): { id: LegalPageId; route: AppRoute } | null {
  const path = urlPath.replace(/(.)\/+$/, '$1');
  const found = (Object.entries(LEGAL_ROUTES) as [LegalPageId, AppRoute][]).find(
    ([, route]) => route.pattern === path,
  );
  return found ? { id: found[0], route: found[1] } : null;
}
