import type { FastifyInstance } from 'fastify';
import { LOADING_MESSAGES, payoutAccountSchema } from 'shared-contracts';
import { currentUser } from '../../plugins/auth';
import { parseInput, requireUuid, type IdParams } from '../../lib/validation';
import { setPayoutAccount } from '../../services/payouts/set-payout-account';

/** The Stripe account an association's transfers go to. */
export async function adminPayoutAccountRoutes(app: FastifyInstance): Promise<void> {
  app.put<IdParams>('/admin/associations/:id/payout-account', async (request) => {
    const associationId = requireUuid(request.params.id, LOADING_MESSAGES.associationNotFound);
    const body = parseInput(payoutAccountSchema, request.body);
    await setPayoutAccount(
      app.db,
      { associationId, stripeAccountId: body.stripe_account_id },
      currentUser(request),
    );
    return { data: { association_id: associationId, stripe_account_id: body.stripe_account_id } };
  });
}
