import type { FastifyInstance } from 'fastify';
import { currentUser, requireAuth } from '../../plugins/auth';
import { listReceivedDonations } from '../../services/donations/list-received-donations';
import { registerDonationRefund } from '../donation-refund-route';

/**
 * GET /donations: the "Donations reçues" tab (managers: their associations; super admin: all).
 * It belongs to the manager's area, but its URL stays /donations, not /dashboard/donations:
 * the spec's API table names it so and the clients call it there. Its own hook (manager or
 * super admin), not the dashboard's manager-only one. POST /donations (creating one) belongs
 * to routes/donations (payments).
 */
export async function receivedDonationRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', requireAuth('association_manager', 'super_admin'));
  app.get('/donations', async (request) => ({
    data: await listReceivedDonations(app.db, currentUser(request)),
  }));
}

/**
 * POST /dashboard/donations/{id}/refund: a manager refunds a gift to their own association, in
 * full with a reason, within MANAGER_REFUND_WINDOW_DAYS of its payment (refund-donation.ts
 * enforces both; another association's gift is a 404). Registered inside the manager-only
 * dashboard plugin.
 */
export async function dashboardDonationRefundRoutes(app: FastifyInstance): Promise<void> {
  registerDonationRefund(app, '/dashboard/donations/:id/refund');
}
