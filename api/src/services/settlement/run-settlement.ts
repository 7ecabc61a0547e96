import { sql } from 'drizzle-orm';
import { MONEY_RULE_MESSAGES } from 'shared-contracts';
import { rowsOf } from '../../lib/sql-rows';
import { lastCompleteMonth } from './periods';
import { reconcileStalePending } from './reconcile-stale-pending';
import {
  selectDueContinuousCampaigns,
  selectDueGoalCampaigns,
  selectEndedContinuousCampaigns,
} from './select-due-campaigns';
import { closeEndedCampaign, settleContinuousCampaign } from './settle-continuous-campaign';
import { settleGoalCampaign } from './settle-goal-campaign';
import { SettlementRefusedError } from './settlement-provider';
import { emptyReport, type SettlementDeps, type SettlementReport } from './settlement-types';

export type { SettlementDeps, SettlementReport } from './settlement-types';

/** Key of the advisory lock that lets one settlement run at a time across every instance. */
const SETTLEMENT_LOCK_KEY = 727274004;

/**
 * Settles every campaign that is due as of `asOf`, once (see settle-goal-campaign.ts and
 * settle-continuous-campaign.ts). Each payout is a row with a unique (campaign, kind, period)
 * key and each donation is attached to at most one payout, so a second run finds nothing to
 * do. Provider calls carry idempotency keys derived from our ids, so a run interrupted between
 * the provider call and our commit is completed by the next run without paying twice.
 */
export async function runSettlement(
  deps: SettlementDeps,
  asOf: Date = new Date(),
): Promise<SettlementReport> {
  const report = emptyReport(asOf);
  // A transaction-scoped advisory lock: held by one connection for the whole run, released by
  // PostgreSQL even if this process dies. The work itself runs on other connections, in short
  // transactions of its own, so a crash mid-run leaves only completed steps behind.
  report.ran = await deps.db.transaction(async (lockTx) => {
    const result = await lockTx.execute(
      sql`select pg_try_advisory_xact_lock(${SETTLEMENT_LOCK_KEY}) as locked`,
    );
    const [row] = rowsOf<{ locked: boolean }>(result);
    if (!row?.locked) return false;
    await settleDueCampaigns(deps, asOf, report);
    return true;
  });
  if (!report.ran) {
    deps.logger.info('settlement skipped: another instance is running it');
    return report;
  }
  deps.logger.info({ settlement: report }, 'settlement run finished');
  return report;
}

async function settleDueCampaigns(
  deps: SettlementDeps,
  asOf: Date,
  report: SettlementReport,
): Promise<void> {
  report.reconciled = await reconcileStalePending(deps);
  for (const campaign of await selectDueGoalCampaigns(deps.db, asOf)) {
    await guarded(deps, report, campaign.id, () => settleGoalCampaign(deps, campaign, report));
  }
  const period = lastCompleteMonth(asOf);
  for (const campaign of await selectDueContinuousCampaigns(deps.db, period)) {
    await guarded(deps, report, campaign.id, () =>
      settleContinuousCampaign(deps, campaign, period, report),
    );
  }
  for (const campaign of await selectEndedContinuousCampaigns(deps.db, asOf)) {
    await guarded(deps, report, campaign.id, () => closeEndedCampaign(deps, campaign, report));
  }
}

/** One campaign's failure never stops the others; its cause goes to the logs. */
async function guarded(
  deps: SettlementDeps,
  report: SettlementReport,
  campaignId: string,
  work: () => Promise<void>,
): Promise<void> {
  try {
    await work();
  } catch (error) {
    deps.logger.error({ err: error, campaignId }, 'settlement of a campaign failed');
    report.failures.push({
      campaignId,
      // A refusal (a provider not configured here) says why; anything else stays in the logs.
      reason:
        error instanceof SettlementRefusedError ? error.message : MONEY_RULE_MESSAGES.payoutFailed,
    });
  }
}
