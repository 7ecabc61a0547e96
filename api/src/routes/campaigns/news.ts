import type { FastifyInstance } from 'fastify';
import { LOADING_MESSAGES } from 'shared-contracts';
import { reminderRequestSchema } from 'shared-contracts/src/news/news.schema';
import { notFound } from '../../lib/app-error';
import { parseInput } from '../../lib/validation';
import { optionalAuth } from '../../plugins/auth';
import { requestReminder } from '../../services/campaign-news/request-reminder';
import { listPublicNews } from '../../views/campaign-news-view';
import { findPublicCampaign } from '../../views/campaign-view';

/**
 * The campaign page's lazy sections (issue 30): its updates ('Actualités', newest first,
 * through the public cache: campaign_updates notifies, migration 0024) and 'Me le rappeler'.
 */
export async function campaignNewsRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { idOrSlug: string } }>('/campaigns/:idOrSlug/news', async (request, reply) => {
    const { idOrSlug } = request.params;
    return app.publicCache.serve(request, reply, `campaign-news:${idOrSlug}`, async () => {
      const campaign = await findPublicCampaign(app.db, idOrSlug);
      if (!campaign) throw notFound(LOADING_MESSAGES.campaignNotFound);
      return { data: await listPublicNews(app.db, campaign.id) };
    });
  });

  /** 202 whether or not the address had asked already (the answer tells nothing about it). */
  app.post<{ Params: { idOrSlug: string } }>(
    '/campaigns/:idOrSlug/reminders',
    {
      preHandler: optionalAuth,
      config: {
        changesNoPublicData: true,
        rateLimit: { max: app.config.reminderRateLimitMax, timeWindow: '1 minute' },
      },
    },
    async (request, reply) => {
      const input = parseInput(reminderRequestSchema, request.body);
      const campaign = await findPublicCampaign(app.db, request.params.idOrSlug);
      if (!campaign) throw notFound(LOADING_MESSAGES.campaignNotFound);
      await requestReminder(app.db, {
        campaignId: campaign.id,
        email: input.email,
        userId: request.currentUser?.id ?? null,
        now: new Date(),
      });
      return reply.code(202).send({ data: { requested: true } });
    },
  );
}
