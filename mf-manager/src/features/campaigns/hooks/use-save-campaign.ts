import {
  SUCCESS_MESSAGES,
  createDashboardCampaign,
  updateDashboardCampaign,
  type Campaign,
  type ManagerCampaignUpdateInput,
} from 'shared-contracts';
import { useSaveAction } from 'shared-ui';

/** POST or PUT /dashboard/campaigns; the spec's success toast once saved. */
export function useSaveCampaign(campaignId: string | undefined) {
  return useSaveAction<ManagerCampaignUpdateInput, Campaign>(campaignId, {
    create: (client, { title = '', description = '', ...rest }) =>
      createDashboardCampaign(client, { title, description, ...rest }),
    update: updateDashboardCampaign,
    createdText: SUCCESS_MESSAGES.campaignCreated,
    updatedText: SUCCESS_MESSAGES.campaignUpdated,
  });
}
