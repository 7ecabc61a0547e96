import type { FastifyInstance } from 'fastify';
import { PAYMENT_API_MESSAGES } from 'shared-contracts';
import Stripe from 'stripe';
import { AppError } from '../../lib/app-error';
import { applyChargeRefund } from '../../services/payments/apply-charge-refund';
import { recordStripeCardDecline } from '../../services/checkout-defence/stripe-card-decline';
import { recordDisputeReport } from '../../services/disputes/record-dispute';
import { applyPlanCardSetup } from '../../services/recurring/change-plan-card';
import { applySessionState } from '../../services/payments/payment-sync';
import { stripeDisputeReport, stripeSessionState } from '../../services/payments/stripe-provider';

const WEBHOOK_TEXTS = {
  missingSignature: PAYMENT_API_MESSAGES.webhookSignatureMissing,
  invalidSignature: PAYMENT_API_MESSAGES.webhookSignatureInvalid,
  replayed: PAYMENT_API_MESSAGES.webhookReplayed,
  notConfigured: PAYMENT_API_MESSAGES.webhookNotConfigured,
} as const;

/** Five minutes, Stripe's own default: an older timestamp is treated as a replay. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

const STRIPE_WEBHOOK_PATH = '/donations/payments/webhook/stripe';

/**
 * Stripe's signed events. The signature covers the exact bytes sent, so this plugin (and only
 * it) reads JSON bodies as raw buffers. Each event goes through the same exactly-once paths as
 * polls: duplicates, reordering and concurrency are harmless.
 */
export async function stripeWebhookRoute(
  app: FastifyInstance,
  options: { webhookSecret: string | undefined },
): Promise<void> {
  const verifier = new Stripe('sk_webhook_verification_only').webhooks;

  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 512 * 1024 },
    (_request, body, done) => {
      done(null, body);
    },
  );

  app.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
    if (!options.webhookSecret) throw new AppError(503, WEBHOOK_TEXTS.notConfigured, 'unavailable');
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || signature.length === 0)
      throw new AppError(400, WEBHOOK_TEXTS.missingSignature, 'webhook_signature_invalid');
    const raw = request.body;
    if (!Buffer.isBuffer(raw))
      throw new AppError(400, WEBHOOK_TEXTS.invalidSignature, 'webhook_signature_invalid');
    let event: Stripe.Event;
    try {
      event = verifier.constructEvent(
        raw,
        signature,
        options.webhookSecret,
        SIGNATURE_TOLERANCE_SECONDS,
      );
    } catch (error) {
      const isTooOld = error instanceof Error && /tolerance/i.test(error.message);
      request.log.warn(
        { reason: error instanceof Error ? error.message : String(error) },
        'webhook signature rejected',
      );
      throw new AppError(
        400,
        isTooOld ? WEBHOOK_TEXTS.replayed : WEBHOOK_TEXTS.invalidSignature,
        'webhook_signature_invalid',
      );
    }

    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
      case 'checkout.session.expired': {
        const session = event.data.object;
        // Dons réguliers: a setup session saved a plan's new card (nothing was paid).
        if (session.mode === 'setup') {
          if (event.type === 'checkout.session.completed')
            await applyPlanCardSetup(app.payments, session.id);
          break;
        }
        await applySessionState(app.payments, session.id, stripeSessionState(session));
        break;
      }
      case 'checkout.session.async_payment_failed':
        await applySessionState(app.payments, event.data.object.id, { status: 'failed' });
        break;
      case 'charge.refunded': {
        const charge = event.data.object;
        const paymentIntent =
          typeof charge.payment_intent === 'string'
            ? charge.payment_intent
            : charge.payment_intent?.id;
        // Only a full refund ends a donation; the platform never makes partial ones.
        if (paymentIntent && charge.refunded)
          await applyChargeRefund(app.payments, {
            paymentReference: paymentIntent,
            refundReference: charge.refunds?.data?.[0]?.id ?? charge.id,
          });
        break;
      }
      // Every dispute event carries the whole dispute: each one is applied the same way (its
      // status says where it stands), so a missed, repeated or late event changes nothing.
      case 'charge.dispute.created':
      case 'charge.dispute.updated':
      case 'charge.dispute.closed':
      case 'charge.dispute.funds_withdrawn':
      case 'charge.dispute.funds_reinstated': {
        const report = stripeDisputeReport(event.data.object, new Date(event.created * 1000));
        if (report) await recordDisputeReport(app.payments.db, report);
        break;
      }
      // A declined card (card testing): counted per card and per checkout origin.
      case 'payment_intent.payment_failed':
        await recordStripeCardDecline(app, event.data.object);
        break;
      default:
        request.log.debug({ type: event.type }, 'stripe event ignored');
    }
    return reply.code(200).send({ data: { received: true } });
  });
}
