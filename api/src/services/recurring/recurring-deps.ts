import { createHash } from 'node:crypto';
import type { PaymentDeps } from '../payments/payment-sync';
import { parisDay } from '../receipts/tax-settings';

/**
 * What the dons réguliers' operations need: the money paths' deps, the key of the control
 * links (derived from JWT_SECRET, the same on every instance) and the clock (injected by the
 * tests that walk months of plans; `new Date()` otherwise).
 */
export type RecurringDeps = PaymentDeps & {
  linkKey: Buffer;
  now(): Date;
};

/** The app's money deps as dons réguliers need them (registerPayments sets both fields). */
export function recurringDepsOf(payments: PaymentDeps): RecurringDeps {
  if (!payments.linkKey || !payments.now) throw new Error('payments deps without linkKey/now');
  return payments as RecurringDeps;
}

/** The HMAC key of the control links: its own derivation of the app's one secret. */
export function planLinkKey(jwtSecret: string): Buffer {
  return createHash('sha256').update(`recurring-plan-links:${jwtSecret}`).digest();
}

/** Today in Paris, by the deps' clock ('YYYY-MM-DD'). */
export function todayOf(deps: { now(): Date }): string {
  return parisDay(deps.now());
}
