import type { FastifyInstance } from 'fastify';
import { roleArea } from '../role-area';
import { dashboardAssociationRoutes } from './association';
import { dashboardCampaignRoutes } from './campaigns';
import { dashboardCampaignNewsRoutes } from './campaign-news';
import { dashboardDonationRefundRoutes, receivedDonationRoutes } from './donations';
import { dashboardDocumentRoutes } from './documents';
import { dashboardPayoutRoutes } from './payouts';
import { dashboardTaxEligibilityRoutes } from './tax-eligibility';
import { dashboardTaxReceiptRoutes } from './tax-receipts';
import { dashboardRecurringRoutes } from './recurring';
import { dashboardRewardDeliveryRoutes } from './reward-deliveries';

/**
 * The manager's area, one file per resource. /dashboard/*: association managers only.
 * GET /donations sits beside it with its own hook, because the super admin reads it too
 * (see donations.ts).
 */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  await app.register(receivedDonationRoutes);
  await app.register(
    roleArea('association_manager', [
      dashboardAssociationRoutes,
      dashboardCampaignRoutes,
      dashboardCampaignNewsRoutes,
      dashboardDocumentRoutes,
      dashboardDonationRefundRoutes,
      dashboardPayoutRoutes,
      dashboardTaxEligibilityRoutes,
      dashboardTaxReceiptRoutes,
      dashboardRecurringRoutes,
      dashboardRewardDeliveryRoutes,
    ]),
  );
}
