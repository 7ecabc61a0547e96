import {
  SUCCESS_MESSAGES,
  createDashboardCampaign,
  updateDashboardCampaign,
  type ManagerCampaignUpdateInput,
} from 'shared-contracts';
import { useApiAction } from 'shared-ui';
import { showSuccessToast } from 'shared-ui';

/** POST or PUT /dashboard/campaigns; the spec's success toast once saved. */
export function useSaveCampaign(campaignId: string | undefined) {
  return useApiAction(async (client, _signal, input: ManagerCampaignUpdateInput) => {
    if (campaignId) {
      const saved = await updateDashboardCampaign(client, campaignId, input);
      showSuccessToast(SUCCESS_MESSAGES.campaignUpdated);
      return saved;
    }
    const { title = '', description = '', ...rest } = input;
    const saved = await createDashboardCampaign(client, { title, description, ...rest });
    showSuccessToast(SUCCESS_MESSAGES.campaignCreated);
    return saved;
  });
}
