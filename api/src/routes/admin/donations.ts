import type { FastifyInstance } from 'fastify';
import { adminDonationSearchSchema } from 'shared-contracts';
import { parseInput } from '../../lib/validation';
import { searchDonations } from '../../services/donations/search-donations';
import { registerDonationRefund } from '../donation-refund-route';

/**
 * The admin's donations tab: support's search over every donation (by donor email or name,
 * campaign, amount, date; one page at a time, newest first) and its refund of any paid gift.
 */
export async function adminDonationRoutes(app: FastifyInstance): Promise<void> {
  app.get('/admin/donations', async (request) =>
    searchDonations(app.db, parseInput(adminDonationSearchSchema, request.query)),
  );
  registerDonationRefund(app, '/admin/donations/:id/refund');
}
