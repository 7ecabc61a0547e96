import { and, asc, eq, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaigns, donations, payouts } from '../../db/schema';
import { continuousCampaignCondition, goalCampaignCondition } from '../catalogue/campaign-funding';
import type { MonthlyPeriod } from './periods';
import type { CampaignRow } from './settlement-types';

const hasUnsettledPaid = sql`exists (select 1 from ${donations} d where d.campaign_id = ${campaigns.id} and d.payment_status = 'paid' and d.payout_id is null)`;
const hasOpenPayout = sql`exists (select 1 from ${payouts} p where p.campaign_id = ${campaigns.id} and p.status <> 'completed')`;

/** The campaigns meeting every condition. */
const campaignsWhere = (db: Database, ...conditions: (SQL | undefined)[]) =>
  db
    .select()
    .from(campaigns)
    .where(and(...conditions));

/**
 * Goal campaigns (campaign-funding.ts) whose end date has passed and that still have something
 * to do: not completed yet, money paid and not settled (a late payment), or a payout to retry.
 * A completed campaign with nothing left is not selected again.
 */
export function selectDueGoalCampaigns(db: Database, asOf: Date): Promise<CampaignRow[]> {
  return campaignsWhere(
    db,
    goalCampaignCondition(),
    lte(campaigns.endDate, asOf),
    or(eq(campaigns.status, 'active'), hasUnsettledPaid, hasOpenPayout),
  ).orderBy(asc(campaigns.endDate));
}

/**
 * Continuous campaigns (campaign-funding.ts) with donations paid before the end of the
 * period and not settled yet, or a payout to retry. Donations paid after a month was settled
 * (late captures) land in the next month's payout.
 */
export function selectDueContinuousCampaigns(
  db: Database,
  period: MonthlyPeriod,
): Promise<CampaignRow[]> {
  return campaignsWhere(
    db,
    continuousCampaignCondition(),
    or(
      sql`exists (select 1 from ${donations} d where d.campaign_id = ${campaigns.id} and d.payment_status = 'paid' and d.payout_id is null and d.paid_at < ${period.end})`,
      hasOpenPayout,
    ),
  );
}

/** Active continuous campaigns with an end date that has passed: they close at that date. */
export function selectEndedContinuousCampaigns(db: Database, asOf: Date): Promise<CampaignRow[]> {
  return campaignsWhere(
    db,
    continuousCampaignCondition(),
    isNotNull(campaigns.endDate),
    lte(campaigns.endDate, asOf),
    eq(campaigns.status, 'active'),
  );
}
