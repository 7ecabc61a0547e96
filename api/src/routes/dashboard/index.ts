import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../plugins/auth';
import { dashboardAssociationRoutes } from './dashboard-association';
import { dashboardCampaignRoutes } from './dashboard-campaigns';

/** /dashboard/*: association managers, on their own association only. */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', requireAuth('association_manager'));
  await app.register(dashboardAssociationRoutes);
  await app.register(dashboardCampaignRoutes);
}
