import type { FastifyInstance } from 'fastify';
import { DOCUMENT_MAX_BYTES, LOADING_MESSAGES, SIGN_UP_DOCUMENTS } from 'shared-contracts';
import { notFound } from '../../lib/app-error';
import { readMultipartForm } from '../../lib/read-multipart-form';
import { registerCatalogueList } from '../catalogue-list-route';
import {
  parseSignUp,
  signUpAssociation,
} from '../../services/association-sign-up/sign-up-association';
import { findPublicAssociation, listPublicAssociations } from '../../views/association-view';
import { listPublicCampaignsOfAssociation } from '../../views/campaign-view';

/** Public association calls: only approved associations exist for the public. */
export async function associationRoutes(app: FastifyInstance): Promise<void> {
  // Cached answers with ETag and 304: see app.publicCache.
  registerCatalogueList(app, 'associations', listPublicAssociations);

  app.get<{ Params: { idOrSlug: string } }>('/associations/:idOrSlug', async (request, reply) => {
    const { idOrSlug } = request.params;
    return app.publicCache.serve(request, reply, `association:${idOrSlug}`, async () => {
      const association = await findPublicAssociation(app.db, idOrSlug);
      if (!association) throw notFound(LOADING_MESSAGES.associationNotFound);
      return { data: association };
    });
  });

  /**
   * An association signs up (issue 28): multipart text fields and its three documents, saved as
   * one pending association with its manager's account. Rate-limited per client address like
   * the login (AUTH_RATE_LIMIT_MAX a minute: it creates an account); its answer waits for
   * nothing public (a pending association is not shown).
   */
  app.post(
    '/associations/sign-up',
    {
      config: {
        rateLimit: { max: app.config.authRateLimitMax, timeWindow: '1 minute' },
        changesNoPublicData: true,
      },
    },
    async (request, reply) => {
      const { fields, files } = await readMultipartForm(request, {
        maxBytes: DOCUMENT_MAX_BYTES,
        files: SIGN_UP_DOCUMENTS.length,
        fields: 20,
      });
      const saved = await signUpAssociation(app, parseSignUp(fields, files));
      reply.code(201);
      return { data: { association_id: saved.associationId, status: 'pending' } };
    },
  );

  app.get<{ Params: { idOrSlug: string } }>(
    '/associations/:idOrSlug/campaigns',
    async (request) => {
      const association = await findPublicAssociation(app.db, request.params.idOrSlug);
      if (!association) throw notFound(LOADING_MESSAGES.associationNotFound);
      return { data: await listPublicCampaignsOfAssociation(app.db, association.id) };
    },
  );
}
