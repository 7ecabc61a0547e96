import type { FastifyInstance } from 'fastify';
import { getPublicStats } from '../../services/stats/get-public-stats';

export async function statsRoutes(app: FastifyInstance): Promise<void> {
  // Cached answer with ETag and 304: see app.publicCache.
  app.get('/stats', async (request, reply) =>
    app.publicCache.serve(request, reply, 'stats', async () => ({
      data: await getPublicStats(app.db),
    })),
  );
}
