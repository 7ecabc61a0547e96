import {
  approvedAssociations,
  getAdminAssociations,
  getAdminCampaigns,
  type Campaign,
} from 'shared-contracts';
import { useApiCall } from 'shared-ui';

export interface CampaignsTabData {
  campaigns: Campaign[];
  /** Creating a campaign needs at least one approved association (spec section 2). */
  hasApprovedAssociation: boolean;
}

/** GET /admin/campaigns and /admin/associations. */
export function useCampaignsTabData() {
  return useApiCall(async (client): Promise<CampaignsTabData> => {
    const [campaigns, associations] = await Promise.all([
      getAdminCampaigns(client),
      getAdminAssociations(client),
    ]);
    return { campaigns, hasApprovedAssociation: approvedAssociations(associations).length > 0 };
  }, []);
}
