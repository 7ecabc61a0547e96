import type { FastifyInstance } from 'fastify';
import { managerStopPlanSchema } from 'shared-contracts/src/recurring/recurring.schema';
import { RECURRING_MESSAGES } from 'shared-contracts/src/recurring/recurring.messages';
import { notFound } from '../../lib/app-error';
import { parseInput, type IdParams } from '../../lib/validation';
import { currentUser } from '../../plugins/auth';
import { planForActor } from '../../services/recurring/plan-access';
import { recurringDepsOf, todayOf } from '../../services/recurring/recurring-deps';
import { recurringStats } from '../../services/recurring/recurring-stats';
import { stopPlan } from '../../services/recurring/stop-plan';
import { readAssociationPlans, readPlan } from '../../views/plan-view';
import { managedAssociationId } from './managed-association';

/**
 * The manager's view of their association's dons réguliers: the figures and the plans; a
 * manager may stop a plan (its donor is emailed, with the reason given).
 */
export async function dashboardRecurringRoutes(app: FastifyInstance): Promise<void> {
  const deps = () => recurringDepsOf(app.payments);

  app.get('/dashboard/recurring', async (request) => {
    const associationId = managedAssociationId(request);
    const [stats, plans] = await Promise.all([
      recurringStats(app.db, associationId, todayOf(deps())),
      readAssociationPlans(app.db, associationId),
    ]);
    return { data: { stats, plans } };
  });

  app.post<IdParams>(
    '/dashboard/recurring/:id/stop',
    { config: { changesNoPublicData: true } },
    async (request) => {
      const body = parseInput(managerStopPlanSchema, request.body ?? {});
      const plan = await planForActor(
        app.db,
        deps().linkKey,
        request.params.id,
        { kind: 'manager', associationIds: currentUser(request).associationIds },
        deps().now(),
      );
      await stopPlan(app.db, plan, { reason: 'manager', message: body.reason ?? null });
      const view = await readPlan(app.db, plan.id, { forManager: true });
      if (!view) throw notFound(RECURRING_MESSAGES.planNotFound);
      return { data: view };
    },
  );
}
