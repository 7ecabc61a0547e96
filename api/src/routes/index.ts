import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin';
import { associationRoutes } from './associations';
import { authRoutes } from './auth';
import { campaignRoutes } from './campaigns';
import { dashboardRoutes } from './dashboard';
import { donationRoutes } from './donations';
import { donorRoutes } from './donor';
import { healthRoutes } from './health';
import { managerDonationRoutes } from './manager-donations';
import { payoutRoutes } from './payouts';
import { statsRoutes } from './stats';
import { taxReceiptRoutes } from './tax-receipts';
import { uploadRoutes } from './upload';

/**
 * Every /api route. Each resource is a plugin in routes/<resource>/index.ts; add yours here.
 * Plugins that set a role hook for all their routes (admin, dashboard, donor) are encapsulated,
 * so the hook never leaks onto other resources.
 */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(associationRoutes);
  await app.register(campaignRoutes);
  await app.register(statsRoutes);
  await app.register(uploadRoutes);
  await app.register(managerDonationRoutes);
  await app.register(adminRoutes);
  await app.register(dashboardRoutes);
  await app.register(donorRoutes);
  // Money (issue 4): POST /donations, payment status, sandbox checkout, Stripe webhook, payouts.
  await app.register(donationRoutes);
  await app.register(payoutRoutes);
  await app.register(taxReceiptRoutes);
}
