import { fundingMode, type Campaign } from 'shared-contracts';
import {
  GIFT_FREQUENCIES,
  type GiftFrequency,
  type PlanFrequency,
} from 'shared-contracts/src/recurring/gift-frequencies';

// The dialog's frequency rules, pure: which frequencies a campaign offers. The day of the
// charge after today's is with a regular gift's terms (regular-gift-summary.ts).

const ONCE_ONLY: readonly GiftFrequency[] = ['once'];

/**
 * A continuous campaign takes regular gifts; a goal campaign takes gifts once only, since its
 * gifts are refunded if the goal is missed and it ends on a date (the API refuses a plan there
 * too). While the campaign is unknown (loading, failed) only 'once' is offered.
 */
export function offeredFrequencies(
  campaign: Pick<Campaign, 'target_amount' | 'end_date'> | null,
): readonly GiftFrequency[] {
  return campaign && fundingMode(campaign) === 'continuous' ? GIFT_FREQUENCIES : ONCE_ONLY;
}

/** The frequency the gift is made at: the one chosen when the campaign offers it, else once. */
export function giftFrequencyFor(
  chosen: GiftFrequency,
  campaign: Pick<Campaign, 'target_amount' | 'end_date'> | null,
): GiftFrequency {
  return offeredFrequencies(campaign).includes(chosen) ? chosen : 'once';
}

export function isRegular(frequency: GiftFrequency): frequency is PlanFrequency {
  return frequency !== 'once';
}
