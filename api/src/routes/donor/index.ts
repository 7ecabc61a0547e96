import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../plugins/auth';
import { donorDashboardRoutes } from './dashboard';
import { donorDonationRoutes } from './donations';
import { donorPrivacyRoutes } from './privacy';
import { donorProfileRoutes } from './profile';
import { donorTaxReceiptRoutes } from './tax-receipts';

/**
 * Every /donor/* URL, one file per resource: donors only (the hook covers every route of this
 * encapsulated plugin and of the plugins it registers).
 */
export async function donorRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', requireAuth('donor'));
  await app.register(donorDashboardRoutes);
  await app.register(donorDonationRoutes);
  await app.register(donorProfileRoutes);
  await app.register(donorTaxReceiptRoutes);
  await app.register(donorPrivacyRoutes);
}
