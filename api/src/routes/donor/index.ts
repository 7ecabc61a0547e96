import type { FastifyInstance } from 'fastify';
import { donorProfileUpdateSchema, type DonorDashboard } from 'shared-contracts';
import { parseInput } from '../../lib/validation';
import { currentUser, loadAuthUser, requireAuth, signToken } from '../../plugins/auth';
import { getDonorStats } from '../../services/donor/get-donor-dashboard';
import { listDonorDonations } from '../../services/donor/list-donor-donations';
import { updateDonorProfile } from '../../services/donor/update-donor-profile';
import { authUserToUser } from '../../views/user-view';

/** /donor/*: a donor's own dashboard, donations and profile. */
export async function donorRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', requireAuth('donor'));

  app.get('/donor/dashboard', async (request) => {
    const user = currentUser(request);
    const data: DonorDashboard = {
      user: authUserToUser(user),
      stats: await getDonorStats(app.db, user.id),
    };
    return { data };
  });

  app.get('/donor/donations', async (request) => ({
    data: await listDonorDonations(app.db, currentUser(request).id),
  }));

  /**
   * Name, phone and password only (an email sent is ignored). After a password change the
   * other sessions end; this one continues with the fresh `token` the answer carries.
   */
  app.put('/donor/profile', async (request) => {
    const user = currentUser(request);
    const input = parseInput(donorProfileUpdateSchema, request.body);
    const { newSessionVersion } = await updateDonorProfile(app.db, user.id, input);
    const updated = (await loadAuthUser(app.db, user.id)) ?? user;
    const token =
      newSessionVersion === undefined
        ? undefined
        : await signToken(app.config, user.id, newSessionVersion);
    return { data: { ...authUserToUser(updated), ...(token ? { token } : {}) } };
  });
}
