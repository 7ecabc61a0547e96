import type { FastifyInstance } from 'fastify';
import { isSandboxProvider } from '../../services/payments/create-provider';
import { createDonationRoute } from './create-donation';
import { paymentStatusRoute } from './payment-status';
import { sandboxCheckoutRoutes } from './sandbox-checkout';
import { stripeWebhookRoute } from './stripe-webhook';

/**
 * The money routes of /donations: create, payment status, the sandbox checkout page and the
 * Stripe webhook. `GET /donations` (a manager's received donations) lives with the dashboard
 * routes (dashboard/donations.ts). The sandbox page and the webhook are separate plugins
 * because each installs its own body parser (form, raw JSON) that must not leak to other routes.
 */
export async function donationRoutes(app: FastifyInstance): Promise<void> {
  await createDonationRoute(app);
  await paymentStatusRoute(app);
  const provider = app.payments.provider;
  if (isSandboxProvider(provider)) await app.register(sandboxCheckoutRoutes, { sandbox: provider });
  if (provider.name === 'stripe') {
    await app.register(stripeWebhookRoute, { webhookSecret: app.config.stripeWebhookSecret });
  }
}
