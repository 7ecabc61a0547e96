import type { FastifyInstance } from 'fastify';
import { LOADING_MESSAGES, campaignSchema, campaignSummarySchema } from 'shared-contracts';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { dataResponseSchema, errorResponseSchemas } from '../../lib/response-schema';
import { parseInput } from '../../lib/validation';
import { findPublicCampaign, listPublicCampaigns } from '../../views/campaign-view';
import { listPublicContributions } from '../../views/donation-view';
import { registerCatalogueList } from '../catalogue-list-route';
import { campaignNewsRoutes } from './news';

const contributionsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50).catch(50),
});

/** Public campaign calls: published campaigns of approved associations only. */
export async function campaignRoutes(app: FastifyInstance): Promise<void> {
  await app.register(campaignNewsRoutes);
  const errors = errorResponseSchemas();
  const listSchema = {
    response: { 200: dataResponseSchema(z.array(campaignSummarySchema)), ...errors },
  };
  const detailSchema = { response: { 200: dataResponseSchema(campaignSchema), ...errors } };

  // Answers go through app.publicCache (bytes kept until the data changes, ETag and 304): the
  // response schemas still describe them, and the views' explicit serializers still choose
  // every field that leaves.
  registerCatalogueList(app, 'campaigns', listPublicCampaigns, { schema: listSchema });

  app.get<{ Params: { idOrSlug: string } }>(
    '/campaigns/:idOrSlug',
    { schema: detailSchema },
    async (request, reply) => {
      const { idOrSlug } = request.params;
      return app.publicCache.serve(request, reply, `campaign:${idOrSlug}`, async () => {
        const campaign = await findPublicCampaign(app.db, idOrSlug);
        if (!campaign) throw notFound(LOADING_MESSAGES.campaignNotFound);
        return { data: campaign };
      });
    },
  );

  /** Paid contributions, newest first; anonymous donors named 'Donateur anonyme', no emails. */
  app.get<{ Params: { idOrSlug: string } }>(
    '/campaigns/:idOrSlug/donations',
    async (request, reply) => {
      const { limit } = parseInput(contributionsQuerySchema, request.query);
      const { idOrSlug } = request.params;
      return app.publicCache.serve(
        request,
        reply,
        `campaign-donations:${idOrSlug}:${limit}`,
        async () => {
          const campaign = await findPublicCampaign(app.db, idOrSlug);
          if (!campaign) throw notFound(LOADING_MESSAGES.campaignNotFound);
          return { data: await listPublicContributions(app.db, campaign.id, limit) };
        },
      );
    },
  );
}
