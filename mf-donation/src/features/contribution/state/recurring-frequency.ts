import { fundingMode, type Campaign } from 'shared-contracts';
import {
  GIFT_FREQUENCIES,
  nextChargeDayAfter,
  type GiftFrequency,
  type IsoDay,
  type PlanFrequency,
} from 'shared-contracts/src/recurring/recurring.rules';

// The dialog's frequency rules, pure: which frequencies a campaign offers and the day of the
// charge after today's. The schedule itself is shared-contracts' recurring.rules.ts, which
// the API charges by.

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

const parisDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Paris of an instant, 'YYYY-MM-DD' (the plan's days are Paris days). */
export function parisDayOf(instant: Date): IsoDay {
  return parisDay.format(instant);
}

/**
 * The day of the charge after the first one, which is made today at the checkout: the same day
 * of the next month or year, the month's last day when it has none (31 January, then 28 or 29
 * February).
 */
export function nextChargeDay(today: Date, frequency: PlanFrequency): IsoDay {
  const day = parisDayOf(today);
  return nextChargeDayAfter(day, frequency, day);
}
