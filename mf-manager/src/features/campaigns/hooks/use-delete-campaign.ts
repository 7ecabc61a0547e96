import { deleteDashboardCampaign } from 'shared-contracts';
import { useApiAction } from 'shared-ui';
import { showSuccessToast } from 'shared-ui';
import { MANAGER_TEXTS } from '../../../config/texts';

/**
 * DELETE /dashboard/campaigns/{id}. A campaign that received money is refused
 * (campaign_has_donations) with the server's reason, which the shell's handler shows.
 */
export function useDeleteCampaign(onDeleted: () => void) {
  return useApiAction(async (client, _signal, id: string) => {
    await deleteDashboardCampaign(client, id);
    showSuccessToast(MANAGER_TEXTS.campaignDeleted);
    onDeleted();
    return true;
  });
}
