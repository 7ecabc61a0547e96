import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createWindowCounter } from './window-counter';

/**
 * Declined payments per card on the sandbox checkout (`CARD_FAILURE_LIMIT_MAX` per
 * `CARD_FAILURE_LIMIT_WINDOW_MS`): card testing tries one card on many checkouts. The card is
 * known by a fingerprint (an HMAC of its digits with a key derived from JWT_SECRET, as Stripe's
 * card fingerprint), never by its number, in memory or Redis. A mistyped number is not counted.
 */
export function createCardFailures(app: FastifyInstance) {
  const counter = createWindowCounter({
    redis: app.rateLimitRedis,
    prefix: `${app.config.redisKeyPrefix}card-failures:`,
    windowMs: app.config.cardFailureLimitWindowMs,
  });
  const fingerprint = (cardNumber: string) =>
    createHmac('sha256', `card-fingerprint:${app.config.jwtSecret}`)
      .update(cardNumber.replace(/\D/g, ''))
      .digest('hex');
  return {
    async isOverLimit(cardNumber: string): Promise<boolean> {
      return (await counter.count(fingerprint(cardNumber))) >= app.config.cardFailureLimitMax;
    },
    addFailure: (cardNumber: string) => counter.add(fingerprint(cardNumber)),
  };
}
