import type { FastifyInstance } from 'fastify';
import { listPayouts } from '../../services/payouts/list-payouts';

/**
 * Every transfer and refund (a manager reads those of their associations at
 * GET /dashboard/payouts), with per-campaign totals over the completed ones and what the
 * associations owe.
 */
export async function adminPayoutRoutes(app: FastifyInstance): Promise<void> {
  app.get('/admin/payouts', async () => ({ data: await listPayouts(app.db, null) }));
}
