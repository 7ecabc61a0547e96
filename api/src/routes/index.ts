import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin';
import { associationRoutes } from './associations';
import { authRoutes } from './auth';
import { campaignRoutes } from './campaigns';
import { dashboardRoutes } from './dashboard';
import { donationRoutes } from './donations';
import { donorRoutes } from './donor';
import { healthRoutes } from './health';
import { statsRoutes } from './stats';
import { uploadRoutes } from './upload';

/**
 * Every /api route. The folder follows the URL: the signed-in areas are one folder each, with
 * one file per resource (admin/<resource>.ts for /admin/*, dashboard/<resource>.ts for the
 * manager's /dashboard/* and GET /donations, donor/<resource>.ts for /donor/*), each area's
 * index.ts setting its role hook; the public and checkout resources are one folder each
 * (<resource>/index.ts). Area plugins are encapsulated, so a role hook never leaks onto
 * another area.
 */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(associationRoutes);
  await app.register(campaignRoutes);
  await app.register(statsRoutes);
  await app.register(uploadRoutes);
  await app.register(adminRoutes);
  await app.register(dashboardRoutes);
  await app.register(donorRoutes);
  // Money: POST /donations, payment status, sandbox checkout, Stripe webhook.
  await app.register(donationRoutes);
}
