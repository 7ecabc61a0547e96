import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_MESSAGES } from 'shared-contracts';

/**
 * Registers @fastify/rate-limit without a global limit; login and password routes opt in with
 * `config: { rateLimit: authRateLimit(app) }`. Counters are per process (in memory): with
 * several instances each one limits on its own, which still bounds guessing.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    // preHandler rather than onRequest: the key uses the parsed body's email.
    hook: 'preHandler',
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(ERROR_MESSAGES.tooManyRequests), { statusCode: context.statusCode }),
  });
}

export function authRateLimit(app: FastifyInstance) {
  return {
    max: app.config.authRateLimitMax,
    timeWindow: '1 minute',
    // Per client address and per target email: one attacker cannot lock everybody out, and
    // one account cannot be guessed at from one address faster than the limit.
    keyGenerator: (request: FastifyRequest) => {
      const body = request.body as { email?: unknown } | undefined;
      const email = body && typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
      return `${request.ip}|${email}`;
    },
  };
}
