import type { FastifyInstance } from 'fastify';
import { LOADING_MESSAGES, taxEligibilityReviewSchema } from 'shared-contracts';
import { notFound } from '../../lib/app-error';
import { currentUser } from '../../plugins/auth';
import { parseInput, requireUuid, type IdParams } from '../../lib/validation';
import { reviewTaxEligibility } from '../../services/receipts/tax-eligibility';

/** The super admin's review of what a manager declared at POST /dashboard/tax-eligibility. */
export async function adminTaxEligibilityRoutes(app: FastifyInstance): Promise<void> {
  app.put<IdParams>('/admin/associations/:id/tax-eligibility', async (request) => {
    const id = requireUuid(request.params.id, LOADING_MESSAGES.associationNotFound);
    const input = parseInput(taxEligibilityReviewSchema, request.body);
    if (!(await reviewTaxEligibility(app.db, id, input, currentUser(request))))
      throw notFound(LOADING_MESSAGES.associationNotFound);
    return {
      data: {
        association_id: id,
        tax_eligibility: input.decision,
        ...(input.decision === 'verified' ? { tax_rate: input.rate } : {}),
      },
    };
  });
}
