import type { FastifyInstance } from 'fastify';
import { LOADING_MESSAGES, associationReviewSchema } from 'shared-contracts';
import { foundOr404 } from '../../lib/app-error';
import { parseInput, requireUuid, type IdParams } from '../../lib/validation';
import { currentUser } from '../../plugins/auth';
import { reviewAssociation } from '../../services/association-sign-up/review-association';
import { findFullAssociation } from '../../views/association-view';

const NOT_FOUND = LOADING_MESSAGES.associationNotFound;

/**
 * POST /admin/associations/{id}/review: the review screen's decision, `{ status, reason }`,
 * the reason required to reject. It is saved with its audit row and the manager's email.
 */
export async function adminAssociationReviewRoutes(app: FastifyInstance): Promise<void> {
  app.post<IdParams>('/admin/associations/:id/review', async (request) => {
    const id = requireUuid(request.params.id, NOT_FOUND);
    const input = parseInput(associationReviewSchema, request.body);
    foundOr404(await reviewAssociation(app.db, id, input, currentUser(request)), NOT_FOUND);
    return { data: await findFullAssociation(app.db, id) };
  });
}
