import { getCampaigns, type CampaignSummary } from 'shared-contracts';
import { useApiCall } from 'shared-ui';

/** GET /campaigns for the public list. A failure is silent (spec section 8): an empty list. */
export function usePublicCampaigns(): { campaigns: CampaignSummary[]; isLoading: boolean } {
  const { data, isLoading } = useApiCall((client) => getCampaigns(client).catch(() => []), []);
  return { campaigns: data ?? [], isLoading };
}
