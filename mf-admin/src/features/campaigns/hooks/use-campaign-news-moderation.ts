import { getAdminCampaignNews, removeCampaignNews } from 'shared-contracts/src/news/news.api';
import { NEWS_MODERATION_TEXTS } from 'shared-contracts/src/news/news.texts';
import { showSuccessToast, useApiAction, useApiCall } from 'shared-ui';

/** A campaign's updates for the super admin, and their removal (moderation). */
export function useCampaignNewsModeration(campaignId: string) {
  const list = useApiCall((client) => getAdminCampaignNews(client, campaignId), [campaignId]);
  const remove = useApiAction(async (client, _signal, newsId: string) => {
    await removeCampaignNews(client, newsId);
    showSuccessToast(NEWS_MODERATION_TEXTS.removed);
    return true;
  });
  return { ...list, remove };
}
