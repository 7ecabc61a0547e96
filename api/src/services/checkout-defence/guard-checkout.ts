import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHECKOUT_DEFENCE_MESSAGES, type CheckoutProof } from 'shared-contracts';
import { AppError } from '../../lib/app-error';
import { donationEmailRateLimit, donorEmailOf } from '../../plugins/rate-limit';
import { createCardFailures } from './card-failures';
import { checkCheckoutProof, spendCheckoutChallenge } from './checkout-challenge';
import { countCheckoutRefusal } from './checkout-refusals';

/**
 * The card-testing defence of POST /donations, after the per-address limit (the route's rate
 * limit): the hidden field (honeypot), the proof of work, the per-email limit, then the
 * declined cards' blocks (per card through the checkout's origin, per address). Each
 * refusal has its code and French message, and is counted for the admin overview. Returns the
 * check to run on each request; made once per app (the email limiter).
 */
export function checkoutGuard(app: FastifyInstance) {
  const perEmail = donationEmailRateLimit(app);
  const cards = createCardFailures(app);
  const refuse = async (
    request: FastifyRequest,
    kind: 'honeypot' | 'challenge' | 'email' | 'card',
    error: AppError,
  ): Promise<never> => {
    await countCheckoutRefusal(app.db, kind, request.log);
    throw error;
  };

  return {
    /** Before the body's rules: a robot's form learns nothing about its fields. */
    async refuseRobots(request: FastifyRequest): Promise<void> {
      const body = request.body as { website?: unknown } | undefined;
      const trap = body && typeof body === 'object' ? body.website : undefined;
      if (trap !== undefined && trap !== null && String(trap).trim() !== '')
        await refuse(
          request,
          'honeypot',
          new AppError(400, CHECKOUT_DEFENCE_MESSAGES.refused, 'request_refused'),
        );
    },
    /** Once the body is valid: the proof (spent here, once) and the email's ceiling. */
    async checkAttempt(request: FastifyRequest, proof: CheckoutProof | undefined): Promise<void> {
      const check = checkCheckoutProof(app.config, proof);
      if (!check.ok || !(await spendCheckoutChallenge(app.db, proof!.challenge, check.expiresAt)))
        await refuse(
          request,
          'challenge',
          new AppError(403, CHECKOUT_DEFENCE_MESSAGES.challengeFailed, 'challenge_failed'),
        );
      const byEmail = await perEmail(request);
      if (!byEmail.isAllowed && byEmail.isExceeded)
        await refuse(
          request,
          'email',
          new AppError(429, CHECKOUT_DEFENCE_MESSAGES.tooManyForEmail, 'too_many_attempts'),
        );
      // Declined cards (card-failures.ts): a card over its limit blocks the address and email
      // that tried it, and too many declines from one address block it, for the window.
      const origin = { address: request.ip, donorEmail: donorEmailOf(request) };
      if (await cards.isOriginBlocked(origin))
        await refuse(
          request,
          'card',
          new AppError(429, CHECKOUT_DEFENCE_MESSAGES.tooManyDeclines, 'too_many_attempts'),
        );
      await cards.rememberOrigin(origin);
    },
  };
}
