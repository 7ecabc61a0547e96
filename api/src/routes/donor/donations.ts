import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../plugins/auth';
import { listDonorDonations } from '../../services/donor/list-donor-donations';

/** The donor's own gifts. */
export async function donorDonationRoutes(app: FastifyInstance): Promise<void> {
  app.get('/donor/donations', async (request) => ({
    data: await listDonorDonations(app.db, currentUser(request).id),
  }));
}
