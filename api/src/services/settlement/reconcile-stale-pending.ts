import { and, eq, lte } from 'drizzle-orm';
import { donations } from '../../db/schema';
import { reconcileDonation } from '../payments/payment-sync';
import type { SettlementDeps } from './settlement-types';

/** Pending donations whose checkout has expired: asks the provider what became of them. */
export async function reconcileStalePending(deps: SettlementDeps): Promise<number> {
  const stale = await deps.db
    .select()
    .from(donations)
    .where(
      and(eq(donations.paymentStatus, 'pending'), lte(donations.checkoutExpiresAt, new Date())),
    )
    .limit(500);
  let changed = 0;
  for (const donation of stale) {
    try {
      const outcome = await reconcileDonation(deps, donation);
      if (outcome.changed) changed += 1;
    } catch (error) {
      deps.logger.warn(
        { err: error, donationId: donation.id },
        'could not reconcile a pending donation',
      );
    }
  }
  return changed;
}
