import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { isGoalCampaign, isGoalReached } from 'shared-contracts';
import { campaigns } from '../../db/schema/campaigns';

/**
 * Goal or continuous funding, for the API's rows and SQL: shared-contracts'
 * campaign/campaign-funding.ts (isGoalCampaign, fundingMode) is the rule; this file holds its
 * row form and its SQL twin, beside each other so that they cannot drift (the settlement's
 * selection, the payment's receipt facts, the ledger check, the receipts all ask here).
 */

/** A campaign row (target in cents, end date) is a goal campaign: a target above 0 and an end date. */
export function isGoalCampaignRow(campaign: {
  targetAmountCents: number | null;
  endDate: Date | null;
}): boolean {
  return isGoalCampaign({ target_amount: campaign.targetAmountCents, end_date: campaign.endDate });
}

/** The columns the rule reads: `campaigns` itself, or an alias of it (`alias(campaigns, 'c')`). */
export interface FundingColumns {
  targetAmountCents: AnyColumn;
  endDate: AnyColumn;
}

/** The same rule in SQL: true for a goal campaign, false otherwise (never null). */
export function goalCampaignCondition(table: FundingColumns = campaigns): SQL<boolean> {
  return sql<boolean>`(coalesce(${table.targetAmountCents}, 0) > 0 and ${table.endDate} is not null)`;
}

/** Its negation: a continuous campaign (no target, a 0 target, or no end date). */
export function continuousCampaignCondition(table: FundingColumns = campaigns): SQL<boolean> {
  return sql<boolean>`not ${goalCampaignCondition(table)}`;
}

/** A goal campaign's outcome: reached when the money it settles covers its target. */
export function isGoalReachedBy(
  coveredCents: number,
  campaign: { targetAmountCents: number | null },
): boolean {
  return isGoalReached(coveredCents, campaign.targetAmountCents ?? 0);
}
