import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
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
import { recurringRoutes } from './recurring';
import { unsubscribeRoutes } from './unsubscribe';

/**
 * Every /api route, grouped by who may call it. The folder follows the URL: a public or
 * checkout resource is one folder (<resource>/index.ts); a signed-in area is one folder with one
 * file per resource, its index.ts setting the role hook. Area plugins are encapsulated, so a
 * role hook never leaks onto another area.
 */
const ROUTE_GROUPS: readonly (readonly FastifyPluginAsync[])[] = [
  // Anyone: health, sign-in and password reset, the public catalogue (and association sign-up),
  // the home's figures; uploads check their writer's role route by route.
  [healthRoutes, authRoutes, associationRoutes, campaignRoutes, statsRoutes, uploadRoutes],
  // Signed-in areas, one role hook each: /admin/* super admin, /dashboard/* the association's
  // manager, /donor/* the donor.
  [adminRoutes, dashboardRoutes, donorRoutes],
  // Money: POST /donations, payment status, sandbox checkout, Stripe webhook.
  [donationRoutes],
  // Dons réguliers: the control link's and the donor's actions on a plan (/recurring/*).
  [recurringRoutes],
  // Actualités and reminders: the emails' one-click unsubscribe, no account (/unsubscribe).
  [unsubscribeRoutes],
];

export async function apiRoutes(app: FastifyInstance): Promise<void> {
  for (const routes of ROUTE_GROUPS.flat()) await app.register(routes);
}
