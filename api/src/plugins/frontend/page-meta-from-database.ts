import {
  LOADING_MESSAGES,
  ROUTES,
  associationPageMeta,
  campaignPageMeta,
  type PageMeta,
} from 'shared-contracts';
import type { Database } from '../../db/client';
import { findPublicAssociation } from '../../views/association-view';
import { findPublicCampaign } from '../../views/campaign-view';
import { campaignFirstView } from './first-view';
import type { PageMetaAnswer, PageMetaResolver } from './page-meta-resolver';

/** '/campaign/:campaignId' -> '/campaign/': the fixed part of a route with one parameter. */
const prefixOf = (pattern: string): string => pattern.slice(0, pattern.indexOf(':'));
const CAMPAIGN_PREFIX = prefixOf(ROUTES.campaign.pattern);
const ASSOCIATION_PREFIXES = [ROUTES.association.pattern, ROUTES.associationById.pattern].map(
  prefixOf,
);

const notFoundMeta = (title: string): PageMeta => ({ title, index: false });

function segmentAfter(urlPath: string, prefix: string): string | null {
  if (!urlPath.startsWith(prefix)) return null;
  const rest = urlPath.slice(prefix.length).replace(/\/+$/, '');
  if (!rest || rest.includes('/')) return null;
  try {
    return decodeURIComponent(rest);
  } catch {
    return '';
  }
}

/**
 * The metadata of the public pages whose content is in the database: /campaign/{slug or id},
 * /association/{slug or id} and /associations/{id}. Only what anybody may read is used (the
 * same public lookups as the API's public routes).
 */
export function pageMetaFromDatabase(db: Database): PageMetaResolver {
  return async (urlPath, origin): Promise<PageMetaAnswer | null> => {
    const campaignKey = segmentAfter(urlPath, CAMPAIGN_PREFIX);
    if (campaignKey !== null) {
      const campaign = campaignKey ? await findPublicCampaign(db, campaignKey) : undefined;
      return campaign
        ? {
            status: 200,
            meta: campaignPageMeta(campaign, origin),
            firstView: campaignFirstView(campaign),
          }
        : { status: 404, meta: notFoundMeta(LOADING_MESSAGES.campaignNotFound) };
    }
    const associationKey = ASSOCIATION_PREFIXES.map((prefix) => segmentAfter(urlPath, prefix)).find(
      (key) => key !== null,
    );
    if (associationKey !== undefined && associationKey !== null) {
      const association = associationKey
        ? await findPublicAssociation(db, associationKey)
        : undefined;
      return association
        ? { status: 200, meta: associationPageMeta(association, origin) }
        : { status: 404, meta: notFoundMeta(LOADING_MESSAGES.associationNotFound) };
    }
    return null;
  };
}
