import type { FastifyInstance } from 'fastify';
import { donationCreateSchema, type DonationCheckout } from 'shared-contracts';
import { centsToEuros } from '../../lib/money';
import { parseInput } from '../../lib/validation';
import { optionalAuth } from '../../plugins/auth';
import { donationRateLimit } from '../../plugins/rate-limit';
import { createCheckoutChallenge } from '../../services/checkout-defence/checkout-challenge';
import { checkoutGuard } from '../../services/checkout-defence/guard-checkout';
import { createDonation } from '../../services/donations/create-donation';

/**
 * POST /donations: a guest or a signed-in donor opens a checkout. `account_created` is always
 * false: an account asked for is created when the payment succeeds, and the answer must not
 * differ for an email that already has one.
 */
export async function createDonationRoute(app: FastifyInstance): Promise<void> {
  const guard = checkoutGuard(app);

  /**
   * GET /donations/challenge: the proof of work a checkout costs (checkout-challenge.ts).
   * Signed and stateless: nothing stored until it is used, so no limit of its own.
   */
  app.get('/donations/challenge', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ data: createCheckoutChallenge(app.config) }),
  );

  app.post(
    '/donations',
    {
      preHandler: optionalAuth,
      // A pending donation is not public: nothing for the public caches.
      config: { rateLimit: donationRateLimit(app), changesNoPublicData: true },
    },
    async (request, reply) => {
      await guard.refuseRobots(request);
      const body = parseInput(donationCreateSchema, request.body);
      await guard.checkAttempt(request, body.proof);
      const created = await createDonation(
        {
          db: app.db,
          config: app.config,
          provider: app.payments.provider,
          logger: request.log,
          now: app.payments.now,
        },
        { body, donor: request.currentUser },
      );
      // A reward's unit taken (issue 30): the donor's next public read shows the stock left.
      if (created.heldRewardUnit) await app.publicCache.catchUp();
      return reply.code(201).send({
        data: {
          checkout_url: created.checkoutUrl,
          donation_id: created.donationId,
          session_id: created.sessionId,
          donation: {
            id: created.donationId,
            amount: centsToEuros(created.amountCents),
            payment_status: 'pending',
            reward_selected: created.rewardTitle,
            account_created: false,
          },
          plan: created.plan
            ? {
                id: created.plan.id,
                frequency: created.plan.frequency,
                next_charge_on: created.plan.nextChargeOn,
              }
            : null,
        } satisfies DonationCheckout,
      });
    },
  );
}
