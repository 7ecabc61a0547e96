import { segment } from '../common/path';
import { ROUTES } from './routes';

type PublicPageWithReads = 'home' | 'campaigns' | 'campaign';

/**
 * The API reads a public page makes as it opens, as paths under the API prefix: the server that
 * sends the page to a visitor who is not signed in announces them (`<link rel="preload">`), so
 * they load with the page's files instead of once its JavaScript has run (Lighthouse's LCP: a
 * campaign's title waits for its answer). The same paths as the page's calls
 * (`getCampaigns`, `getCampaign`...); mf-public's tests check each page makes exactly these.
 */
const PUBLIC_PAGE_READS: Record<PublicPageWithReads, (params: Record<string, string>) => string[]> =
  {
    home: () => ['/campaigns', '/associations', '/stats'],
    campaigns: () => ['/campaigns'],
    campaign: ({ campaignId = '' }) => [
      `/campaigns/${segment(campaignId)}`,
      `/campaigns/${segment(campaignId)}/donations`,
    ],
  };

/**
 * The reads of the public page at `urlPath` ('/campaign/un-camion' -> its campaign and its
 * contributions); none for another page, or for a page whose address carries a search (a
 * filtered list asks for another answer).
 */
export function publicPageReads(urlPath: string, search = ''): string[] {
  if (search !== '' && search !== '?') return [];
  const segments = urlPath.split('/').filter(Boolean);
  for (const [key, reads] of Object.entries(PUBLIC_PAGE_READS)) {
    const parts = ROUTES[key as PublicPageWithReads].pattern.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, index) => {
      const value = segments[index] ?? '';
      if (!part.startsWith(':')) return part === value;
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        return false;
      }
      return true;
    });
    if (matches) return reads(params);
  }
  return [];
}
