import type { FastifyInstance } from 'fastify';
import { getAdminStats } from '../../services/stats/get-admin-stats';

/** GET /admin/stats: platform figures in one round trip, plus the 10 latest paid donations. */
export async function adminStatsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/admin/stats', async () => ({ data: await getAdminStats(app.db) }));
}
