import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../plugins/auth';
import { listDonations } from '../../views/donation-view';
import { adminAssociationRoutes } from './admin-associations';
import { adminCampaignRoutes } from './admin-campaigns';
import { adminStatsRoutes } from './admin-stats';
import { adminUserRoutes } from './admin-users';
import { sql } from 'drizzle-orm';

/** /admin/*: super admin only (the hook covers every route of this encapsulated plugin). */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', requireAuth('super_admin'));
  /** The admin's donations tab: every donation with its status, newest first. */
  app.get('/admin/donations', async () => ({ data: await listDonations(app.db, sql`true`, 500) }));
  await app.register(adminAssociationRoutes);
  await app.register(adminCampaignRoutes);
  await app.register(adminStatsRoutes);
  await app.register(adminUserRoutes);
}
