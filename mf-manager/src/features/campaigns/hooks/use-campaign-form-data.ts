import {
  getDashboardCampaign,
  getMyAssociation,
  nullIfNotFound,
  type Association,
  type EditableCampaign,
} from 'shared-contracts';
import { useApiCall } from 'shared-ui';

export interface CampaignFormData {
  /** The campaign being edited with what may change in it (the server's rules); null on create. */
  campaign: EditableCampaign | null;
  /** The manager's association (its status decides whether a campaign can be published). */
  association: Association | null;
}

/** What the create and edit screens need before showing the form. */
export function useCampaignFormData(campaignId: string | undefined) {
  return useApiCall<CampaignFormData>(
    async (client) => {
      const [campaign, association] = await Promise.all([
        campaignId ? getDashboardCampaign(client, campaignId) : Promise.resolve(null),
        nullIfNotFound(getMyAssociation(client)),
      ]);
      return { campaign, association };
    },
    [campaignId],
  );
}
