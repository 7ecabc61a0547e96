import { and, eq } from 'drizzle-orm';
import { campaigns, donations, payouts, type PayoutKind } from '../../db/schema';
import { isGoalReachedBy } from '../catalogue/campaign-funding';
import { issueGoalReachedReceiptsInTx } from '../receipts/issue-tax-receipt';
import { completeOpenPayouts } from './complete-open-payouts';
import {
  createPayout,
  lockCampaign,
  openDisputedCents,
  unsettledPaidDonations,
} from './create-payout';
import type { Tx } from '../../db/client';
import { rowExists } from '../../db/row-exists';
import type { CampaignRow, SettlementDeps, SettlementReport } from './settlement-types';

/**
 * Settles a goal campaign whose end date has passed. In one transaction, with the campaign's
 * row locked (a payment being confirmed waits for it), the paid donations not settled yet are
 * attached to a payout and the outcome is decided from exactly those donations:
 * - first payout ('final'): goal reached -> transfer net of fees, missed -> refund in full;
 * - later ones ('late-N'): money paid after the final payout (a capture reported after its
 *   checkout expired) follows the outcome already decided: a complementary transfer, or a
 *   refund. Nothing stays unsettled on a completed campaign.
 * Waits while a checkout is still open (a donor may yet pay). The provider calls come after
 * the commit, with idempotency keys, so an interrupted run is completed by the next one.
 */
export async function settleGoalCampaign(
  deps: SettlementDeps,
  campaign: CampaignRow,
  report: SettlementReport,
): Promise<void> {
  const isWaiting = await deps.db.transaction(async (tx) => {
    await lockCampaign(tx, campaign.id);
    if (await hasOpenCheckout(tx, campaign.id)) return true;
    const existing = await tx
      .select({ kind: payouts.kind, periodKey: payouts.periodKey })
      .from(payouts)
      .where(eq(payouts.campaignId, campaign.id));
    const final = existing.find((payout) => payout.periodKey === 'final');
    const covered = await unsettledPaidDonations(tx, campaign.id);
    const coveredCents = covered.reduce((sum, donation) => sum + donation.amountCents, 0);
    // A gift held out by an open dispute still counts towards the goal (the public total shows
    // it): a pending dispute never turns a reached goal into refunds for every donor.
    const heldCents = final ? 0 : await openDisputedCents(tx, campaign.id);
    // Once decided, the outcome never flips (a refund in progress stays a refund).
    const kind: PayoutKind = final
      ? final.kind
      : isGoalReachedBy(coveredCents + heldCents, campaign)
        ? 'transfer'
        : 'refund';
    const payout = await createPayout(tx, {
      campaign,
      kind,
      periodKey: final ? `late-${existing.length}` : 'final',
      periodEnd: final ? new Date() : (campaign.endDate ?? new Date()),
      covered,
      settledThrough: deps.provider.name,
    });
    // Goal reached: these gifts are final now, so their reçus fiscaux are issued, in this
    // transaction (the law's reasoning: issueTaxReceiptInTx). A refund issues none.
    if (payout?.kind === 'transfer')
      await issueGoalReachedReceiptsInTx(
        tx,
        covered.map((donation) => donation.id),
      );
    return false;
  });
  if (isWaiting) {
    report.waiting.push(campaign.id);
    return;
  }
  const isDone = await completeOpenPayouts(deps, campaign, report);
  if (isDone && campaign.status !== 'completed') {
    await deps.db
      .update(campaigns)
      .set({ status: 'completed', updatedAt: new Date() })
      .where(eq(campaigns.id, campaign.id));
    report.completedCampaigns.push(campaign.id);
  }
}

async function hasOpenCheckout(tx: Tx, campaignId: string): Promise<boolean> {
  return rowExists(
    tx,
    donations,
    and(eq(donations.campaignId, campaignId), eq(donations.paymentStatus, 'pending')),
  );
}
