import {
  SUCCESS_MESSAGES,
  createAdminCampaign,
  deleteAdminCampaign,
  updateAdminCampaign,
  type Campaign,
  type CampaignCreateInput,
} from 'shared-contracts';
import { showSuccessToast, useApiAction, useSaveAction } from 'shared-ui';
import { ADMIN_TEXTS } from '../../../config/texts';

/** POST /admin/campaigns or PUT /admin/campaigns/{id}, with the spec's success toast. */
export function useSaveCampaign(campaignId: string | undefined) {
  return useSaveAction<CampaignCreateInput, Campaign>(campaignId, {
    create: createAdminCampaign,
    update: updateAdminCampaign,
    createdText: SUCCESS_MESSAGES.campaignCreated,
    updatedText: SUCCESS_MESSAGES.campaignUpdated,
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
