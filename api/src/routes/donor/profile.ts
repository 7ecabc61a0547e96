import type { FastifyInstance } from 'fastify';
import { donorProfileUpdateSchema } from 'shared-contracts';
import { parseInput } from '../../lib/validation';
import { currentUser, loadAuthUser, signToken } from '../../plugins/auth';
import { updateDonorProfile } from '../../services/donor/update-donor-profile';
import { authUserToUser } from '../../views/user-view';

export async function donorProfileRoutes(app: FastifyInstance): Promise<void> {
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
