import { and, eq, inArray } from 'drizzle-orm';
import { MONEY_RULE_MESSAGES } from 'shared-contracts';
import { associationPayoutAccounts, ledgerEntries, payouts } from '../../db/schema';
import { PaymentProviderError } from '../payments/payment-provider';
import type { CampaignRow, PayoutRow, SettlementDeps, SettlementReport } from './settlement-types';

/**
 * Pays the association what a transfer payout owes it (net less what it owes the platform) and
 * writes the commission, fee, transfer and recovery rows. True when done. A failure leaves the
 * payout `failed` with a French reason (the provider's own French text, or a generic one: a
 * database or network message never reaches a manager) and is retried by the next run.
 */
export async function completeTransfer(
  deps: SettlementDeps,
  campaign: CampaignRow,
  payout: PayoutRow,
  report: SettlementReport,
): Promise<boolean> {
  if (payout.status === 'completed') return true;
  const amountCents = payout.netCents - payout.recoveredCents;
  let reference: string | null = null;
  try {
    if (amountCents > 0) {
      const [account] = await deps.db
        .select({ stripeAccountId: associationPayoutAccounts.stripeAccountId })
        .from(associationPayoutAccounts)
        .where(eq(associationPayoutAccounts.associationId, payout.associationId));
      const result = await deps.provider.transfer({
        amountCents,
        idempotencyKey: `payout-${payout.id}`,
        description: `Reversement ${payout.periodKey} - ${campaign.title}`,
        destinationAccount: account?.stripeAccountId ?? null,
      });
      reference = result.reference;
    }
  } catch (error) {
    deps.logger.error({ err: error, payoutId: payout.id }, 'transfer failed');
    const reason =
      error instanceof PaymentProviderError ? error.message : MONEY_RULE_MESSAGES.payoutFailed;
    await deps.db
      .update(payouts)
      .set({ status: 'failed', failureReason: reason })
      .where(eq(payouts.id, payout.id));
    report.failures.push({ campaignId: campaign.id, reason });
    return false;
  }
  const base = {
    campaignId: payout.campaignId,
    associationId: payout.associationId,
    payoutId: payout.id,
  };
  const entries = [
    { key: 'commission', kind: 'commission', amountCents: payout.commissionCents, reference: null },
    { key: 'fee', kind: 'fee', amountCents: payout.processingFeeCents, reference: null },
    { key: 'transfer', kind: 'transfer', amountCents, reference },
    { key: 'recovery', kind: 'recovery', amountCents: payout.recoveredCents, reference: null },
  ] as const;
  const isFirst = await deps.db.transaction(async (tx) => {
    const [done] = await tx
      .update(payouts)
      .set({
        status: 'completed',
        providerReference: reference,
        failureReason: null,
        completedAt: new Date(),
      })
      .where(and(eq(payouts.id, payout.id), inArray(payouts.status, ['pending', 'failed'])))
      .returning({ id: payouts.id });
    if (!done) return false;
    const rows = entries
      .filter((entry) => entry.amountCents > 0)
      .map(({ key, ...entry }) => ({ ...base, ...entry, entryKey: `${key}:${payout.id}` }));
    if (rows.length > 0) await tx.insert(ledgerEntries).values(rows).onConflictDoNothing();
    return true;
  });
  if (isFirst)
    report.transfers.push({
      campaignId: campaign.id,
      periodKey: payout.periodKey,
      netCents: payout.netCents,
    });
  return true;
}
