import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../plugins/auth';
import { listPayouts } from '../../services/payouts/list-payouts';

/** The transfers and refunds of the associations the manager runs, with their totals and debts. */
export async function dashboardPayoutRoutes(app: FastifyInstance): Promise<void> {
  app.get('/dashboard/payouts', async (request) => ({
    data: await listPayouts(app.db, currentUser(request).associationIds),
  }));
}
