import {
  downloadRewardDeliveriesCsv,
  getRewardDeliveries,
  markRewardSent,
} from 'shared-contracts/src/reward/reward-delivery.api';
import { REWARD_DELIVERY_TEXTS } from 'shared-contracts/src/reward/reward-delivery.texts';
import { saveFile, showSuccessToast, useApiAction, useApiCall } from 'shared-ui';

/**
 * The posted rewards a campaign owes (issue 30 item 7): the list, 'Marquer envoyée' with an
 * optional tracking note (a toast says it), and the CSV export.
 */
export function useRewardDeliveries(campaignId: string) {
  const state = useApiCall((client) => getRewardDeliveries(client, campaignId), [campaignId]);
  const markSent = useApiAction(
    async (client, _signal, donationId: string, trackingNote: string) => {
      const marked = await markRewardSent(client, campaignId, donationId, {
        tracking_note: trackingNote,
      });
      showSuccessToast(REWARD_DELIVERY_TEXTS.markedSent);
      return marked;
    },
  );
  const exportCsv = useApiAction(async (client) => {
    saveFile(
      await downloadRewardDeliveriesCsv(client, campaignId),
      REWARD_DELIVERY_TEXTS.csvFileName,
    );
    return true;
  });
  return { ...state, markSent, exportCsv };
}
