import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { ERROR_MESSAGES } from 'shared-contracts';
import { AppError } from '../lib/app-error';
import { countCheckoutRefusal } from '../services/checkout-defence/checkout-refusals';

declare module 'fastify' {
  interface FastifyInstance {
    /** The rate limits' Redis (REDIS_URL), null when counters live in this process. */
    rateLimitRedis: Redis | null;
  }
}

/**
 * Registers @fastify/rate-limit without a global limit; login, password and donation routes
 * opt in. With REDIS_URL every counter lives in Redis, so several instances behind one proxy
 * count together (a login limit of 10 stays 10, not 10 per instance); without it, counters are
 * in this process's memory.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  const redis = app.config.redisUrl ? connectRedis(app) : undefined;
  // The card-testing counters (services/checkout-defence/window-counter.ts) share it.
  app.decorate('rateLimitRedis', redis ?? null);
  await app.register(rateLimit, {
    global: false,
    ...(redis
      ? {
          redis,
          nameSpace: `${app.config.redisKeyPrefix}rate-limit:`,
          // Redis down: requests pass (logged) rather than every login and donation failing;
          // the limits come back with Redis.
          skipOnError: true,
        }
      : {}),
    // preHandler rather than onRequest: the key uses the parsed body's email.
    hook: 'preHandler',
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(ERROR_MESSAGES.tooManyRequests), { statusCode: context.statusCode }),
  });
}

function connectRedis(app: FastifyInstance): Redis {
  const redis = new Redis(app.config.redisUrl!, {
    // A request waits at most for one quick retry, never for a long reconnection.
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
  });
  redis.on('error', (error: Error) => app.log.error({ err: error }, 'redis (rate limits)'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}

/**
 * Login and password calls: two ceilings per minute. Per client address and target email
 * (`AUTH_RATE_LIMIT_MAX`): one attacker cannot lock everybody out, and one account cannot be
 * guessed at from one address faster than that. Per client address across all emails
 * (`AUTH_ADDRESS_RATE_LIMIT_MAX`, one counter shared by the four routes): one address cannot
 * try many accounts, each just under the first ceiling.
 */
export function authRateLimits(app: FastifyInstance) {
  // The plugin runs one limiter per request (the route's below): the address ceiling is
  // checked by hand with a limiter of its own.
  const perAddress = app.createRateLimit({
    max: app.config.authAddressRateLimitMax,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `auth-address|${request.ip}`,
  });
  return {
    preHandler: async (request: FastifyRequest) => {
      const result = await perAddress(request);
      if (!result.isAllowed && result.isExceeded)
        throw new AppError(429, ERROR_MESSAGES.tooManyRequests, 'rate_limited');
    },
    config: {
      rateLimit: {
        max: app.config.authRateLimitMax,
        timeWindow: '1 minute',
        keyGenerator: (request: FastifyRequest) => {
          const body = request.body as { email?: unknown } | undefined;
          const email =
            body && typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
          return `${request.ip}|${email}`;
        },
      },
    },
  };
}

/**
 * Checkouts opened and sandbox card attempts, per client address
 * (`DONATION_RATE_LIMIT_MAX` per `DONATION_RATE_LIMIT_WINDOW_MS`): bounds card testing (many
 * small checkouts from one place) and session spam without hindering real donors. Each refusal
 * is counted for the admin overview.
 */
export function donationRateLimit(app: FastifyInstance) {
  return {
    max: app.config.donationRateLimitMax,
    timeWindow: app.config.donationRateLimitWindowMs,
    onExceeded: (request: FastifyRequest) => {
      void countCheckoutRefusal(app.db, 'address', request.log);
    },
  };
}

/**
 * Checkouts opened per donor email (`DONATION_EMAIL_LIMIT_MAX` per
 * `DONATION_EMAIL_LIMIT_WINDOW_MS`): card testing from many addresses with one email. Checked
 * by hand once the body is read and the proof of work accepted.
 */
export function donationEmailRateLimit(app: FastifyInstance) {
  return app.createRateLimit({
    max: app.config.donationEmailLimitMax,
    timeWindow: app.config.donationEmailLimitWindowMs,
    keyGenerator: (request: FastifyRequest) => `donation-email|${donorEmailOf(request)}`,
  });
}

/**
 * Payment status polls, per client address (`PAYMENT_STATUS_RATE_LIMIT_MAX`, 120 a minute: a
 * return page polls every 2 s, so four pages at once from one address): the route reads the
 * database and may ask the provider, it must not be a free loop for anyone.
 */
export function paymentStatusRateLimit(app: FastifyInstance) {
  return { max: app.config.paymentStatusRateLimitMax, timeWindow: '1 minute' };
}

/** The email a checkout is for: the signed-in donor's, else the form's (as the service does). */
export function donorEmailOf(request: FastifyRequest): string {
  if (request.currentUser) return request.currentUser.email.toLowerCase();
  const body = request.body as { donor_email?: unknown } | undefined;
  return body && typeof body.donor_email === 'string' ? body.donor_email.trim().toLowerCase() : '';
}
