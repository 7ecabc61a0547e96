import { getDashboardCampaigns } from 'shared-contracts';
import { useApiCall } from 'shared-ui';

/** GET /dashboard/campaigns: the campaigns of the manager's association. */
export function useMyCampaigns() {
  return useApiCall((client) => getDashboardCampaigns(client), []);
}
