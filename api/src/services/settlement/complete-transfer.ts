import { and, desc, eq, inArray, or } from 'drizzle-orm';
import { MONEY_RULE_MESSAGES } from 'shared-contracts';
import {
  associationDebts,
  associationPayoutAccounts,
  donations,
  ledgerEntries,
  payouts,
} from '../../db/schema';
import type { Tx } from '../../db/client';
import { hasOpenDispute } from '../disputes/open-dispute';
import { PaymentProviderError } from '../payments/payment-provider';
import { recordDebtsOfRefundedInTx } from '../ledger/record-debt';
import { payoutFigures } from './fees';
import { payoutProvider } from './settlement-provider';
import { failPayout } from './fail-payout';
import type { CompletePayout, PayoutRow, SettlementDeps } from './settlement-types';

/**
 * Pays the association what a transfer payout owes it (net less what it owes the platform) and
 * writes the commission, fee, transfer and recovery rows. True when done. A failure leaves the
 * payout `failed` with a French reason (the provider's own French text, or a generic one: a
 * database or network message never reaches a manager) and is retried by the next run.
 *
 * What is due is computed when the provider is called, from the payout's donations still paid
 * then: a donation refunded while its transfer waited leaves the payout and
 * is never paid out. A call whose outcome is unknown (cut by a crash or the network) is
 * replayed as is, same amount and idempotency key, so money never leaves twice; a call the
 * provider refused moved nothing, so the next one is computed afresh, under a new key.
 */
export const completeTransfer: CompletePayout = async (deps, campaign, payout, report) => {
  if (payout.status === 'completed') return true;
  // Before anything is written: this money moves through the provider it was paid through.
  const provider = await payoutProvider(deps, payout.id);
  const attempt = await startAttempt(deps, payout.id);
  if (!attempt) return true; // completed meanwhile (another runner)
  const { amountCents } = attempt;
  let reference: string | null = null;
  try {
    if (amountCents > 0) {
      const [account] = await deps.db
        .select({ stripeAccountId: associationPayoutAccounts.stripeAccountId })
        .from(associationPayoutAccounts)
        .where(eq(associationPayoutAccounts.associationId, payout.associationId));
      const result = await provider.transfer({
        amountCents,
        idempotencyKey:
          attempt.number <= 1 ? `payout-${payout.id}` : `payout-${payout.id}-${attempt.number}`,
        description: `Reversement ${payout.periodKey} - ${campaign.title}`,
        destinationAccount: account?.stripeAccountId ?? null,
      });
      reference = result.reference;
    }
  } catch (error) {
    deps.logger.error({ err: error, payoutId: payout.id }, 'transfer failed');
    const outcome = error instanceof PaymentProviderError ? error.outcome : 'unknown';
    const reason =
      error instanceof PaymentProviderError ? error.message : MONEY_RULE_MESSAGES.payoutFailed;
    // Nothing moved: the next call is computed afresh (under the same key if this one never
    // reached the provider). Otherwise it is replayed as is.
    const nothingMoved = outcome === 'refused' || (outcome === 'not-sent' && !attempt.isReplay);
    await failPayout(
      deps,
      { campaign, payout, report },
      reason,
      nothingMoved
        ? { attemptCents: null, attempts: attempt.number - (outcome === 'not-sent' ? 1 : 0) }
        : {},
    );
    return false;
  }
  const completed = await deps.db.transaction(async (tx) => {
    const [done] = await tx
      .update(payouts)
      .set({
        status: 'completed',
        providerReference: reference,
        failureReason: null,
        attemptCents: null,
        completedAt: new Date(),
      })
      .where(and(eq(payouts.id, payout.id), inArray(payouts.status, ['pending', 'failed'])))
      .returning();
    if (!done) return null;
    const base = {
      campaignId: done.campaignId,
      associationId: done.associationId,
      payoutId: done.id,
    };
    const entries = [
      { key: 'commission', kind: 'commission', amountCents: done.commissionCents, reference: null },
      { key: 'fee', kind: 'fee', amountCents: done.processingFeeCents, reference: null },
      { key: 'transfer', kind: 'transfer', amountCents, reference },
      { key: 'recovery', kind: 'recovery', amountCents: done.recoveredCents, reference: null },
    ] as const;
    const rows = entries
      .filter((entry) => entry.amountCents > 0)
      .map(({ key, ...entry }) => ({ ...base, ...entry, entryKey: `${key}:${done.id}` }));
    if (rows.length > 0) await tx.insert(ledgerEntries).values(rows).onConflictDoNothing();
    // Donations refunded while this call was under way were in the amount that left: the
    // association now owes their share (a refund after this commit records its own).
    await recordDebtsOfRefundedInTx(tx, done.id);
    return done;
  });
  if (completed)
    report.transfers.push({
      campaignId: campaign.id,
      periodKey: completed.periodKey,
      netCents: completed.netCents,
    });
  return true;
};

/**
 * Fixes, with the payout's row locked, the amount of the provider call about to be made, and
 * records it before the call (`attempt_cents`), so that a crash after the call replays it.
 * A call in doubt is replayed as is; otherwise the payout's figures are computed again from
 * its donations still paid (the refunded ones leave it, see recordDonationRefund) and the debts
 * it withholds that no longer fit are released for a later transfer. Null when completed.
 */
async function startAttempt(
  deps: SettlementDeps,
  payoutId: string,
): Promise<{ amountCents: number; number: number; isReplay: boolean } | null> {
  return deps.db.transaction(async (tx) => {
    const [payout] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).for('update');
    if (!payout || payout.status === 'completed') return null;
    if (payout.attemptCents !== null)
      return { amountCents: payout.attemptCents, number: payout.attempts, isReplay: true };
    const figures = await refreshFigures(tx, payout);
    const amountCents = figures.netCents - figures.recoveredCents;
    const number = amountCents > 0 ? payout.attempts + 1 : payout.attempts;
    await tx
      .update(payouts)
      .set({ ...figures, attempts: number, attemptCents: amountCents > 0 ? amountCents : null })
      .where(eq(payouts.id, payout.id));
    return { amountCents, number, isReplay: false };
  });
}

async function refreshFigures(tx: Tx, payout: PayoutRow) {
  // Refunded before any money left for them: out of this transfer (their refund rows stay).
  // Disputed and not decided yet: held out too, back among the unsettled gifts (a won dispute
  // puts them in a later payout).
  await tx
    .update(donations)
    .set({ payoutId: null })
    .where(
      and(
        eq(donations.payoutId, payout.id),
        or(eq(donations.paymentStatus, 'refunded'), hasOpenDispute(donations.id)),
      ),
    );
  const still = await tx
    .select({ amountCents: donations.amountCents })
    .from(donations)
    .where(eq(donations.payoutId, payout.id));
  const figures = payoutFigures(still.map((donation) => donation.amountCents));
  // The debts this transfer withholds must still fit in its net: the newest go back to owed.
  const withheld = await tx
    .select({ id: associationDebts.id, amountCents: associationDebts.amountCents })
    .from(associationDebts)
    .where(eq(associationDebts.recoveredByPayoutId, payout.id))
    .orderBy(desc(associationDebts.createdAt));
  let recoveredCents = withheld.reduce((sum, debt) => sum + debt.amountCents, 0);
  const released: string[] = [];
  for (const debt of withheld) {
    if (recoveredCents <= figures.netCents) break;
    recoveredCents -= debt.amountCents;
    released.push(debt.id);
  }
  if (released.length > 0)
    await tx
      .update(associationDebts)
      .set({ recoveredByPayoutId: null })
      .where(inArray(associationDebts.id, released));
  return { ...figures, recoveredCents };
}
