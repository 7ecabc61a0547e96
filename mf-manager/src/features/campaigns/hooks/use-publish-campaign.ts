import { updateDashboardCampaign } from 'shared-contracts';
import { PUBLICATION_TEXTS } from 'shared-contracts/src/campaign/campaign-publication.texts';
import { showSuccessToast, useApiAction } from 'shared-ui';

/**
 * 'Publier': PUT /dashboard/campaigns/{id} with `status: 'active'`. The server refuses it while
 * the association is not approved (409 publish_needs_approval), which the shell's handler shows.
 */
export function usePublishCampaign(onPublished: () => void) {
  return useApiAction(async (client, _signal, id: string) => {
    await updateDashboardCampaign(client, id, { status: 'active' });
    showSuccessToast(PUBLICATION_TEXTS.published);
    onPublished();
    return true;
  });
}
