import type { FastifyInstance } from 'fastify';
import { eq, or } from 'drizzle-orm';
import { recurringPlans } from '../../db/schema/recurring';
import { currentUser } from '../../plugins/auth';
import { readPlans } from '../../views/plan-view';

/** The donor's own regular gifts (dons réguliers), by account or by the account's email. */
export async function donorPlanRoutes(app: FastifyInstance): Promise<void> {
  app.get('/donor/plans', async (request) => {
    const user = currentUser(request);
    return {
      data: await readPlans(
        app.db,
        or(
          eq(recurringPlans.userId, user.id),
          eq(recurringPlans.donorEmail, user.email.toLowerCase()),
        ),
      ),
    };
  });
}
