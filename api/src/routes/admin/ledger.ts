import type { FastifyInstance } from 'fastify';
import type { LedgerCheckResult } from 'shared-contracts';
import { checkLedger } from '../../services/ledger/check-ledger';

/** Recomputes the stored totals from the ledger and checks the payouts against it. */
export async function adminLedgerRoutes(app: FastifyInstance): Promise<void> {
  app.get('/admin/ledger/check', async () => {
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
