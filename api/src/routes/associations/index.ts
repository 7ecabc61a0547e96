import type { FastifyInstance } from 'fastify';
import { LOADING_MESSAGES, catalogueQuerySchema } from 'shared-contracts';
import { notFound } from '../../lib/app-error';
import { parseInput } from '../../lib/validation';
import { findPublicAssociation, listPublicAssociations } from '../../views/association-view';
import { listPublicCampaignsOfAssociation } from '../../views/campaign-view';

/** Public association calls: only approved associations exist for the public. */
export async function associationRoutes(app: FastifyInstance): Promise<void> {
  // Cached answers with ETag and 304: see app.publicCache.
  app.get('/associations', async (request, reply) => {
    const query = parseInput(catalogueQuerySchema, request.query);
    const filter = { search: query.search || query.q, category: query.category };
    return app.publicCache.serve(
      request,
      reply,
      `associations?${JSON.stringify(filter)}`,
      async () => ({ data: await listPublicAssociations(app.db, filter) }),
    );
  });

  app.get<{ Params: { idOrSlug: string } }>('/associations/:idOrSlug', async (request, reply) => {
    const { idOrSlug } = request.params;
    return app.publicCache.serve(request, reply, `association:${idOrSlug}`, async () => {
      const association = await findPublicAssociation(app.db, idOrSlug);
      if (!association) throw notFound(LOADING_MESSAGES.associationNotFound);
      return { data: association };
    });
  });

  app.get<{ Params: { idOrSlug: string } }>(
    '/associations/:idOrSlug/campaigns',
    async (request) => {
      const association = await findPublicAssociation(app.db, request.params.idOrSlug);
      if (!association) throw notFound(LOADING_MESSAGES.associationNotFound);
      return { data: await listPublicCampaignsOfAssociation(app.db, association.id) };
    },
  );
}
