import { asc, eq, and, inArray } from 'drizzle-orm';
import { payouts, type PayoutKind } from '../../db/schema';
import { completeRefund } from './complete-refund';
import { completeTransfer } from './complete-transfer';
import type {
  CampaignRow,
  CompletePayout,
  SettlementDeps,
  SettlementReport,
} from './settlement-types';

const COMPLETE: Record<PayoutKind, CompletePayout> = {
  transfer: completeTransfer,
  refund: completeRefund,
};

/** Completes (or retries) every payout of the campaign not completed yet. True when all are. */
export async function completeOpenPayouts(
  deps: SettlementDeps,
  campaign: CampaignRow,
  report: SettlementReport,
): Promise<boolean> {
  const open = await deps.db
    .select()
    .from(payouts)
    .where(and(eq(payouts.campaignId, campaign.id), inArray(payouts.status, ['pending', 'failed'])))
    .orderBy(asc(payouts.createdAt));
  let isAllDone = true;
  for (const payout of open) {
    const isDone = await COMPLETE[payout.kind](deps, campaign, payout, report);
    isAllDone &&= isDone;
  }
  return isAllDone;
}
