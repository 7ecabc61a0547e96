import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { createCardFailures } from './card-failures';

/**
 * Stripe's codes for a number, expiry or code mistyped: a donor's typo, not a card tried
 * (https://docs.stripe.com/error-codes), not counted, as the sandbox does not count its
 * unknown cards.
 */
const TYPO_CODES = new Set([
  'incorrect_number',
  'invalid_number',
  'invalid_expiry_month',
  'invalid_expiry_year',
  'incomplete_number',
]);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The card of a declined Stripe payment (`payment_intent.payment_failed`): the fingerprint of
 * the payment method of its last error (`last_payment_error.payment_method.card.fingerprint`,
 * https://docs.stripe.com/api/payment_intents/object#payment_intent_object-last_payment_error),
 * with the donation the checkout was opened for (`metadata.donation_id`, set at checkout). Null
 * for a typo, another kind of error, or no card fingerprint.
 */
export function stripeCardDecline(
  intent: Stripe.PaymentIntent,
): { fingerprint: string; donationId: string | null } | null {
  const error = intent.last_payment_error;
  if (!error || error.type !== 'card_error') return null;
  if (error.code && TYPO_CODES.has(error.code)) return null;
  const fingerprint = error.payment_method?.card?.fingerprint;
  if (!fingerprint) return null;
  const donationId = intent.metadata?.donation_id;
  return { fingerprint, donationId: donationId && UUID.test(donationId) ? donationId : null };
}

/** Counts one Stripe decline against its card and the checkout's origin (card-failures.ts). */
export async function recordStripeCardDecline(
  app: FastifyInstance,
  intent: Stripe.PaymentIntent,
): Promise<void> {
  const decline = stripeCardDecline(intent);
  if (decline) await createCardFailures(app).addProviderDecline(decline);
}
