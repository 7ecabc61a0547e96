import type { FastifyInstance } from 'fastify';
import { donationRoutes } from './donations';

/**
 * Every /api route. Each resource is a plugin in routes/<resource>/index.ts; add yours here.
 */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async () => ({ data: { status: 'ok' } }));
  await app.register(donationRoutes);
}
