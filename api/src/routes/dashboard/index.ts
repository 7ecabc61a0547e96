import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../plugins/auth';
import { dashboardAssociationRoutes } from './association';
import { dashboardCampaignRoutes } from './campaigns';
import { dashboardDonationRefundRoutes, receivedDonationRoutes } from './donations';
import { dashboardDocumentRoutes } from './documents';
import { dashboardPayoutRoutes } from './payouts';
import { dashboardTaxEligibilityRoutes } from './tax-eligibility';
import { dashboardTaxReceiptRoutes } from './tax-receipts';

/**
 * The manager's area, one file per resource. /dashboard/*: association managers only (the hook
 * covers every route of the encapsulated `manager` plugin). GET /donations sits beside it with
 * its own hook, because the super admin reads it too (see donations.ts).
 */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  await app.register(receivedDonationRoutes);
  await app.register(async (manager) => {
    manager.addHook('preHandler', requireAuth('association_manager'));
    await manager.register(dashboardAssociationRoutes);
    await manager.register(dashboardCampaignRoutes);
    await manager.register(dashboardDocumentRoutes);
    await manager.register(dashboardDonationRefundRoutes);
    await manager.register(dashboardPayoutRoutes);
    await manager.register(dashboardTaxEligibilityRoutes);
    await manager.register(dashboardTaxReceiptRoutes);
  });
}
