import { roleArea } from '../role-area';
import { adminAssociationReviewRoutes } from './association-review';
import { adminAssociationRoutes } from './associations';
import { adminAuditLogRoutes } from './audit-log';
import { adminCampaignRoutes } from './campaigns';
import { adminCampaignNewsRoutes } from './campaign-news';
import { adminDonationRoutes } from './donations';
import { adminLedgerRoutes } from './ledger';
import { adminPayoutAccountRoutes } from './payout-account';
import { adminPayoutRoutes } from './payouts';
import { adminStatsRoutes } from './stats';
import { adminTaxEligibilityRoutes } from './tax-eligibility';
import { adminTaxReceiptRoutes } from './tax-receipts';
import { adminTaxSettingRoutes } from './tax-settings';
import { adminUserRoutes } from './users';

/** Every /admin/* URL, one file per resource: super admin only. */
export const adminRoutes = roleArea('super_admin', [
  adminAssociationRoutes,
  adminAssociationReviewRoutes,
  adminAuditLogRoutes,
  adminCampaignRoutes,
  adminCampaignNewsRoutes,
  adminDonationRoutes,
  adminLedgerRoutes,
  adminPayoutAccountRoutes,
  adminPayoutRoutes,
  adminStatsRoutes,
  adminTaxEligibilityRoutes,
  adminTaxReceiptRoutes,
  adminTaxSettingRoutes,
  adminUserRoutes,
]);
