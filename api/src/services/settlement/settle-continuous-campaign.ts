import { eq } from 'drizzle-orm';
import { campaigns } from '../../db/schema';
import { completeOpenPayouts } from './complete-open-payouts';
import { createPayout, lockCampaign, unsettledPaidDonations } from './create-payout';
import type { MonthlyPeriod } from './periods';
import type { CampaignRow, SettlementDeps, SettlementReport } from './settlement-types';

/**
 * One transfer per complete month (Europe/Paris) of a continuous campaign, covering the
 * donations paid before the month's end and not settled yet (so a donation captured after its
 * month was settled goes into the next month's), then retries any open transfer.
 */
export async function settleContinuousCampaign(
  deps: SettlementDeps,
  campaign: CampaignRow,
  period: MonthlyPeriod,
  report: SettlementReport,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockCampaign(tx, campaign.id);
    await createPayout(tx, {
      campaign,
      kind: 'transfer',
      periodKey: period.key,
      periodEnd: period.end,
      covered: await unsettledPaidDonations(tx, campaign.id, { before: period.end }),
      settledThrough: deps.provider.name,
    });
  });
  await completeOpenPayouts(deps, campaign, report);
}

/** A continuous campaign with an end date closes at that date (its last month is still paid). */
export async function closeEndedCampaign(
  deps: SettlementDeps,
  campaign: CampaignRow,
  report: SettlementReport,
): Promise<void> {
  await deps.db
    .update(campaigns)
    .set({ status: 'completed', updatedAt: new Date() })
    .where(eq(campaigns.id, campaign.id));
  report.completedCampaigns.push(campaign.id);
}
