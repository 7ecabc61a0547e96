import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../plugins/auth';
import { adminAssociationReviewRoutes } from './association-review';
import { adminAssociationRoutes } from './associations';
import { adminAuditLogRoutes } from './audit-log';
import { adminCampaignRoutes } from './campaigns';
import { adminDonationRoutes } from './donations';
import { adminLedgerRoutes } from './ledger';
import { adminPayoutAccountRoutes } from './payout-account';
import { adminPayoutRoutes } from './payouts';
import { adminStatsRoutes } from './stats';
import { adminTaxEligibilityRoutes } from './tax-eligibility';
import { adminTaxReceiptRoutes } from './tax-receipts';
import { adminTaxSettingRoutes } from './tax-settings';
import { adminUserRoutes } from './users';

/**
 * Every /admin/* URL, one file per resource: super admin only (the hook covers every route of
 * this encapsulated plugin and of the plugins it registers).
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', requireAuth('super_admin'));
  await app.register(adminAssociationRoutes);
  await app.register(adminAssociationReviewRoutes);
  await app.register(adminAuditLogRoutes);
  await app.register(adminCampaignRoutes);
  await app.register(adminDonationRoutes);
  await app.register(adminLedgerRoutes);
  await app.register(adminPayoutAccountRoutes);
  await app.register(adminPayoutRoutes);
  await app.register(adminStatsRoutes);
  await app.register(adminTaxEligibilityRoutes);
  await app.register(adminTaxReceiptRoutes);
  await app.register(adminTaxSettingRoutes);
  await app.register(adminUserRoutes);
}
