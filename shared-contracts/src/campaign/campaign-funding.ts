/**
 * Goal or continuous funding: the one home of the rule (spec sections 1 and 4). The API's
 * row and SQL forms (settlement, receipts, ledger check) are in
 * api/src/services/catalogue/campaign-funding.ts and apply this predicate.
 */

export type FundingMode = 'goal' | 'continuous';

/** A campaign's funding terms: its target (euros on the wire, cents in the API) and end date. */
export interface FundingTerms {
  target_amount?: number | null;
  end_date?: string | Date | null;
}

/**
 * A goal campaign has a target above zero and an end date: reached, it is paid out at the
 * end; missed, every donor is refunded in full. Anything else (no target, a target of 0, no
 * end date) is continuous funding, paid out monthly. The API stores an empty or 0 target as
 * none, so a 0 € goal never reads as funded at once.
 */
export function isGoalCampaign(campaign: FundingTerms): boolean {
  return (campaign.target_amount ?? 0) > 0 && Boolean(campaign.end_date);
}

export function fundingMode(campaign: FundingTerms): FundingMode {
  return isGoalCampaign(campaign) ? 'goal' : 'continuous';
}

/**
 * A goal is reached when the money raised covers the target, to the cent (exactly the target
 * is reached): the settlement then transfers instead of refunding, and the card says 'financé'.
 */
export function isGoalReached(raisedCents: number, targetCents: number): boolean {
  return raisedCents >= targetCents;
}
