import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { listDonations } from '../../views/donation-view';

/** The admin's donations tab: every donation with its status, newest first. */
export async function adminDonationRoutes(app: FastifyInstance): Promise<void> {
  app.get('/admin/donations', async () => ({ data: await listDonations(app.db, sql`true`, 500) }));
}
