import {
  approvedAssociations,
  getAdminAssociations,
  getAdminCampaign,
  type Association,
  type EditableCampaign,
} from 'shared-contracts';
import { useApiCall } from 'shared-ui';

export interface CampaignFormData {
  /** Only approved associations may receive a campaign (spec section 4). */
  associations: Association[];
  /** The campaign being edited with what may change in it; null on the create screen. */
  campaign: EditableCampaign | null;
}

/** What the create and edit screens need: the approved associations, and the campaign. */
export function useCampaignFormData(campaignId: string | undefined) {
  return useApiCall(
    async (client): Promise<CampaignFormData> => {
      const [associations, campaign] = await Promise.all([
        getAdminAssociations(client),
        campaignId ? getAdminCampaign(client, campaignId) : Promise.resolve(null),
      ]);
      return { associations: approvedAssociations(associations), campaign };
    },
    [campaignId],
  );
}
