import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { campaigns, donations } from '../../db/schema';
import { currentUser, requireAuth } from '../../plugins/auth';
import { listDonations } from '../../views/donation-view';

/**
 * GET /donations: the "Donations reçues" tab. A manager sees the paid donations of their own
 * associations (with donor email, to send rewards); the super admin sees every paid donation.
 * POST /donations (creating one) belongs to routes/donations (payments).
 */
export async function managerDonationRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/donations',
    { preHandler: requireAuth('association_manager', 'super_admin') },
    async (request) => {
      const user = currentUser(request);
      if (user.role === 'super_admin')
        return { data: await listDonations(app.db, eq(donations.paymentStatus, 'paid')) };
      if (user.associationIds.length === 0) return { data: [] };
      return {
        data: await listDonations(
          app.db,
          and(
            eq(donations.paymentStatus, 'paid'),
            inArray(campaigns.associationId, user.associationIds),
          )!,
        ),
      };
    },
  );
}
