import type { FastifyInstance } from 'fastify';
import { currentUser, requireAuth } from '../../plugins/auth';
import { listReceivedDonations } from '../../services/donations/list-received-donations';

/**
 * GET /donations: the "Donations reçues" tab (managers: their associations; super admin: all).
 * POST /donations (creating one) belongs to routes/donations (payments).
 */
export async function managerDonationRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/donations',
    { preHandler: requireAuth('association_manager', 'super_admin') },
    async (request) => ({ data: await listReceivedDonations(app.db, currentUser(request)) }),
  );
}
