import { and, asc, eq, not } from 'drizzle-orm';
import { MONEY_RULE_MESSAGES } from 'shared-contracts';
import { donations, payouts } from '../../db/schema';
import { hasOpenDispute } from '../disputes/open-dispute';
import { recordDonationRefund } from '../ledger/refund-payment';
import { assertPaidThrough } from './settlement-provider';
import { failPayout } from './fail-payout';
import type { CompletePayout } from './settlement-types';

/**
 * Refunds every paid donation of a refund payout through the provider. True when all are.
 * A gift whose card payment is disputed (opened after the payout took it) is not refunded: the
 * bank is taking the money back, a refund would give it twice (Stripe refuses to refund a
 * charged-back payment anyway). The payout waits for the bank, without failing: a lost dispute
 * records the gift's refund itself (disputes/record-dispute.ts), a won one leaves it paid and
 * the next run refunds it; only then does the payout complete, its refund rows equal to its net.
 */
export const completeRefund: CompletePayout = async (deps, campaign, payout, report) => {
  if (payout.status === 'completed') return true;
  const paidOfPayout = and(eq(donations.payoutId, payout.id), eq(donations.paymentStatus, 'paid'));
  const toRefund = await deps.db
    .select()
    .from(donations)
    .where(and(paidOfPayout, not(hasOpenDispute(donations.id))))
    .orderBy(asc(donations.paidAt));
  const [held] = await deps.db
    .select({ id: donations.id })
    .from(donations)
    .where(and(paidOfPayout, hasOpenDispute(donations.id)))
    .limit(1);
  // Each is given back through the provider it was paid through: refused before any call.
  assertPaidThrough(deps.provider.name, toRefund);
  let refundedCount = 0;
  let refundedCents = 0;
  let failed = 0;
  for (const donation of toRefund) {
    try {
      const refund = await deps.provider.refund({
        paymentReference: donation.paymentReference ?? '',
        amountCents: donation.amountCents,
        idempotencyKey: `refund-${donation.id}`,
      });
      const refunded = await recordDonationRefund(deps.db, {
        donationId: donation.id,
        refundReference: refund.reference,
        payoutId: payout.id,
      });
      if (refunded) {
        refundedCount += 1;
        refundedCents += refunded.amountCents;
      }
    } catch (error) {
      failed += 1;
      deps.logger.error({ err: error, donationId: donation.id }, 'refund failed');
    }
  }
  if (refundedCount > 0)
    report.refunds.push({
      campaignId: campaign.id,
      donationCount: refundedCount,
      amountCents: refundedCents,
    });
  if (failed > 0) {
    await failPayout(deps, { campaign, payout, report }, MONEY_RULE_MESSAGES.refundsFailed(failed));
    return false;
  }
  if (held) return false;
  await deps.db
    .update(payouts)
    .set({ status: 'completed', failureReason: null, completedAt: new Date() })
    .where(eq(payouts.id, payout.id));
  return true;
};
