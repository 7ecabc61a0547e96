import type { FastifyInstance } from 'fastify';
import { LOADING_MESSAGES, payoutAccountSchema, type LedgerCheckResult } from 'shared-contracts';
import { parseInput, requireUuid } from '../../lib/validation';
import { currentUser, requireAuth } from '../../plugins/auth';
import { checkLedger } from '../../services/ledger/check-ledger';
import { listPayouts } from '../../services/payouts/list-payouts';
import { setPayoutAccount } from '../../services/payouts/set-payout-account';

/**
 * Transfers and refunds: the super admin sees every one (GET /admin/payouts), a manager those
 * of the associations they run (GET /dashboard/payouts), with per-campaign totals over the
 * completed ones and what the associations owe. GET /admin/ledger/check recomputes the stored
 * totals from the ledger and checks the payouts against it.
 */
export async function payoutRoutes(app: FastifyInstance): Promise<void> {
  app.get('/admin/payouts', { preHandler: requireAuth('super_admin') }, async () => ({
    data: await listPayouts(app.db, null),
  }));

  app.get(
    '/dashboard/payouts',
    { preHandler: requireAuth('association_manager') },
    async (request) => ({
      data: await listPayouts(app.db, currentUser(request).associationIds),
    }),
  );

  app.put<{ Params: { id: string } }>(
    '/admin/associations/:id/payout-account',
    { preHandler: requireAuth('super_admin') },
    async (request) => {
      const associationId = requireUuid(request.params.id, LOADING_MESSAGES.associationNotFound);
      const body = parseInput(payoutAccountSchema, request.body);
      await setPayoutAccount(app.db, { associationId, stripeAccountId: body.stripe_account_id });
      return { data: { association_id: associationId, stripe_account_id: body.stripe_account_id } };
    },
  );

  app.get('/admin/ledger/check', { preHandler: requireAuth('super_admin') }, async () => {
    const check = await checkLedger(app.db);
    const data: LedgerCheckResult = {
      ok: check.ok,
      mismatches: check.mismatches.map(({ fromLedger, ...rest }) => ({
        ...rest,
        from_ledger: fromLedger,
      })),
    };
    return { data };
  });
}
