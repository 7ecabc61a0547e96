import { eq } from 'drizzle-orm';
import { payouts } from '../../db/schema';
import type { CampaignRow, PayoutRow, SettlementDeps, SettlementReport } from './settlement-types';

/**
 * Leaves a payout `failed` with its French reason (what the manager reads; the technical cause
 * is in the logs) and reports it; the next settlement run retries it.
 */
export async function failPayout(
  deps: SettlementDeps,
  {
    campaign,
    payout,
    report,
  }: { campaign: CampaignRow; payout: PayoutRow; report: SettlementReport },
  reason: string,
  /** What else the failure changes on the payout (a transfer's attempt bookkeeping). */
  changes: Partial<typeof payouts.$inferInsert> = {},
): Promise<void> {
  await deps.db
    .update(payouts)
    .set({ status: 'failed', failureReason: reason, ...changes })
    .where(eq(payouts.id, payout.id));
  report.failures.push({ campaignId: campaign.id, reason });
}
