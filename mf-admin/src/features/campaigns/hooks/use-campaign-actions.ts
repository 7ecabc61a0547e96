import {
  SUCCESS_MESSAGES,
  createAdminCampaign,
  deleteAdminCampaign,
  updateAdminCampaign,
  type CampaignCreateInput,
} from 'shared-contracts';
import { showSuccessToast, useApiAction } from 'shared-ui';
import { ADMIN_TEXTS } from '../../../config/texts';

/** POST /admin/campaigns or PUT /admin/campaigns/{id}, with the spec's success toast. */
export function useSaveCampaign(campaignId: string | undefined) {
  return useApiAction(async (client, _signal, input: CampaignCreateInput) => {
    if (campaignId) {
      const saved = await updateAdminCampaign(client, campaignId, input);
      showSuccessToast(SUCCESS_MESSAGES.campaignUpdated);
      return saved;
    }
    const saved = await createAdminCampaign(client, input);
    showSuccessToast(SUCCESS_MESSAGES.campaignCreated);
    return saved;
  });
}

/** DELETE /admin/campaigns/{id}, after the confirmation. */
export function useDeleteCampaign() {
  return useApiAction(async (client, _signal, id: string) => {
    await deleteAdminCampaign(client, id);
    showSuccessToast(ADMIN_TEXTS.campaigns.deleted);
    return true;
  });
}
