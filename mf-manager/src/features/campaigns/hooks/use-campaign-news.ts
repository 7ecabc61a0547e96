import {
  getManagedCampaignNews,
  getNewsAudience,
  postCampaignNews,
} from 'shared-contracts/src/news/news.api';
import type { NewsPostInput } from 'shared-contracts/src/news/news.schema';
import { NEWS_MANAGER_TEXTS } from 'shared-contracts/src/news/news.texts';
import { showSuccessToast, useApiAction, useApiCall } from 'shared-ui';

/**
 * A campaign's Actualités for its manager: the updates already posted, who a new one would
 * reach now (recipients, today's allowance), and the post (a success toast says how many it
 * goes to; a refusal, the daily limit included, goes to the shell's handler).
 */
export function useCampaignNews(campaignId: string) {
  const state = useApiCall(
    async (client) => {
      const [news, audience] = await Promise.all([
        getManagedCampaignNews(client, campaignId),
        getNewsAudience(client, campaignId),
      ]);
      return { news, audience };
    },
    [campaignId],
  );
  const post = useApiAction(async (client, _signal, input: NewsPostInput) => {
    const posted = await postCampaignNews(client, campaignId, input);
    showSuccessToast(NEWS_MANAGER_TEXTS.sent(posted.recipient_count));
    return posted;
  });
  return { ...state, post };
}
