import { roleArea } from '../role-area';
import { donorDashboardRoutes } from './dashboard';
import { donorDonationRoutes } from './donations';
import { donorPrivacyRoutes } from './privacy';
import { donorProfileRoutes } from './profile';
import { donorTaxReceiptRoutes } from './tax-receipts';
import { donorPlanRoutes } from './plans';

/** Every /donor/* URL, one file per resource: donors only. */
export const donorRoutes = roleArea('donor', [
  donorDashboardRoutes,
  donorDonationRoutes,
  donorProfileRoutes,
  donorTaxReceiptRoutes,
  donorPrivacyRoutes,
  donorPlanRoutes,
]);
