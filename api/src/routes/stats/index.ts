import type { FastifyInstance } from 'fastify';
import { getPublicStats } from '../../services/stats/get-public-stats';

export async function statsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/stats', async () => ({ data: await getPublicStats(app.db) }));
}
