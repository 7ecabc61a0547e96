import type { FastifyInstance } from 'fastify';
import type { DonorDashboard } from 'shared-contracts';
import { currentUser } from '../../plugins/auth';
import { getDonorStats } from '../../services/donor/get-donor-dashboard';
import { authUserToUser } from '../../views/user-view';

/** The donor's home: who they are and what they gave. */
export async function donorDashboardRoutes(app: FastifyInstance): Promise<void> {
  app.get('/donor/dashboard', async (request) => {
    const user = currentUser(request);
    const data: DonorDashboard = {
      user: authUserToUser(user),
      stats: await getDonorStats(app.db, user.id),
    };
    return { data };
  });
}
