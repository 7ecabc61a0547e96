import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../plugins/auth';
import { readDonorPlans } from '../../views/plan-view';

/** The donor's own regular gifts (dons réguliers), by account or by the account's email. */
export async function donorPlanRoutes(app: FastifyInstance): Promise<void> {
  app.get('/donor/plans', async (request) => ({
    data: await readDonorPlans(app.db, currentUser(request)),
  }));
}
