import type { FastifyInstance } from 'fastify';
import { LOADING_MESSAGES } from 'shared-contracts';
import { NEWS_MESSAGES } from 'shared-contracts/src/news/news.texts';
import { requireUuid, type IdParams } from '../../lib/validation';
import { currentUser } from '../../plugins/auth';
import { removeCampaignNews } from '../../services/campaign-news/remove-campaign-news';
import { listManagedNews } from '../../views/campaign-news-view';

/** Moderation of Actualités (issue 30 item 4): the super admin reads and removes updates. */
export async function adminCampaignNewsRoutes(app: FastifyInstance): Promise<void> {
  app.get<IdParams>('/admin/campaigns/:id/news', async (request) => {
    const id = requireUuid(request.params.id, LOADING_MESSAGES.campaignNotFound);
    return { data: await listManagedNews(app.db, id) };
  });

  app.delete<IdParams>('/admin/news/:id', async (request) => {
    const id = requireUuid(request.params.id, NEWS_MESSAGES.updateNotFound);
    await removeCampaignNews(app.db, id, currentUser(request));
    return { data: { id } };
  });
}
