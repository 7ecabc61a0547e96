import {
  getDashboardCampaigns,
  getMyAssociation,
  getReceivedDonations,
  nullIfNotFound,
  type Association,
  type Campaign,
  type Donation,
} from 'shared-contracts';
import { useApiCall } from 'shared-ui';

export interface OverviewData {
  association: Association | null;
  campaigns: Campaign[];
  donations: Donation[];
}

/** The three reads the overview's cards and recent activity are made of. */
export function useOverview() {
  return useApiCall<OverviewData>(async (client) => {
    const [association, campaigns, donations] = await Promise.all([
      nullIfNotFound(getMyAssociation(client)),
      getDashboardCampaigns(client),
      getReceivedDonations(client),
    ]);
    return { association, campaigns, donations };
  }, []);
}
