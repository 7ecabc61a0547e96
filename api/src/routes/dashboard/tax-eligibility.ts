import type { FastifyInstance } from 'fastify';
import { taxEligibilityDeclarationSchema } from 'shared-contracts';
import { currentUser } from '../../plugins/auth';
import { parseInput } from '../../lib/validation';
import { declareTaxEligibility } from '../../services/receipts/tax-eligibility';
import { managedAssociationId } from './managed-association';

/** The manager declares their association's eligibility; the super admin reviews it. */
export async function dashboardTaxEligibilityRoutes(app: FastifyInstance): Promise<void> {
  app.post('/dashboard/tax-eligibility', async (request) => {
    const input = parseInput(taxEligibilityDeclarationSchema, request.body);
    const associationId = managedAssociationId(request);
    await declareTaxEligibility(app.db, associationId, input, currentUser(request));
    return { data: { association_id: associationId } };
  });
}
