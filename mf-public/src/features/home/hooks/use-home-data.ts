import {
  campaignsToSupport,
  getAssociations,
  getCampaigns,
  getPublicStats,
  type CampaignSummary,
  type PublicAssociation,
  type PublicStats,
} from 'shared-contracts';
import { useMemo } from 'react';
import { useApiCall } from 'shared-ui';

const EMPTY_STATS: PublicStats = {
  total_campaigns: 0,
  total_raised: 0,
  total_associations: 0,
  total_donors: 0,
  total_completed_campaigns: 0,
};

export interface HomeData {
  campaigns: CampaignSummary[];
  associations: PublicAssociation[];
  stats: PublicStats;
  isLoading: boolean;
}

/**
 * The three reads of the home page; of the campaigns, those that still take donations. Failures are silent (spec section 8): an empty list or
 * zero figures, no toast, so each call ends on its fallback instead of failing.
 */
export function useHomeData(): HomeData {
  const campaigns = useApiCall((client) => getCampaigns(client).catch(() => []), []);
  const associations = useApiCall((client) => getAssociations(client).catch(() => []), []);
  const stats = useApiCall((client) => getPublicStats(client).catch(() => EMPTY_STATS), []);
  const toSupport = useMemo(() => campaignsToSupport(campaigns.data ?? []), [campaigns.data]);
  return {
    campaigns: toSupport,
    associations: associations.data ?? [],
    stats: stats.data ?? EMPTY_STATS,
    isLoading: campaigns.isLoading || associations.isLoading,
  };
}
