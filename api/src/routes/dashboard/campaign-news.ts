import type { FastifyInstance } from 'fastify';
import { newsPostSchema, type NewsAudience } from 'shared-contracts/src/news/news.schema';
import { parseInput, type IdParams } from '../../lib/validation';
import { currentUser } from '../../plugins/auth';
import { countNewsRecipients } from '../../services/campaign-news/news-recipients';
import { newsSentToday, postCampaignNews } from '../../services/campaign-news/post-campaign-news';
import { listManagedNews } from '../../views/campaign-news-view';
import { ownCampaign } from './campaigns';

/**
 * Actualités (issue 30 item 4), the manager's side: a campaign of one of the caller's
 * associations only (ownCampaign: 404 otherwise, the area's hook refuses other roles).
 */
export async function dashboardCampaignNewsRoutes(app: FastifyInstance): Promise<void> {
  app.get<IdParams>('/dashboard/campaigns/:id/news', async (request) => {
    const campaign = await ownCampaign(app, request, request.params.id);
    return { data: await listManagedNews(app.db, campaign.id) };
  });

  /** Who an update would reach now, and today's allowance: shown before sending. */
  app.get<IdParams>('/dashboard/campaigns/:id/news/audience', async (request, reply) => {
    const campaign = await ownCampaign(app, request, request.params.id);
    const [recipients, sentToday] = await Promise.all([
      countNewsRecipients(app.db, campaign.id),
      newsSentToday(app.db, campaign.id),
    ]);
    return reply.header('cache-control', 'no-store').send({
      data: {
        recipients,
        sent_today: sentToday,
        daily_limit: app.config.campaignNewsDailyLimit,
      } satisfies NewsAudience,
    });
  });

  app.post<IdParams>('/dashboard/campaigns/:id/news', async (request, reply) => {
    const campaign = await ownCampaign(app, request, request.params.id);
    const input = parseInput(newsPostSchema, request.body);
    const news = await postCampaignNews(app.db, {
      campaignId: campaign.id,
      authorId: currentUser(request).id,
      title: input.title,
      bodyHtml: input.body_html,
      dailyLimit: app.config.campaignNewsDailyLimit,
    });
    reply.code(201);
    return { data: news };
  });
}
