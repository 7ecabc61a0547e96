import { amountAfterTaxReductionCents } from '../tax-receipt/tax-receipt.rules';
import type { PlanFrequency } from './gift-frequencies';

/**
 * Dons réguliers (issue 29): the rules the dialog, the control page and the API share.
 * No zod, no React: imported by path ('shared-contracts/src/recurring/recurring.rules').
 */

// How often a gift is charged: gift-frequencies.ts, re-exported here.
export { GIFT_FREQUENCIES, type GiftFrequency, type PlanFrequency } from './gift-frequencies';

/**
 * A plan's life: `pending` until its first charge is paid (never shown; it is dropped when its
 * checkout expires), `active`, `paused` (by the donor, or after the last declined try), `stopped`
 * (for good: stopping never charges again).
 */
export const PLAN_STATUSES = ['pending', 'active', 'paused', 'stopped'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];
export const PLAN_PAUSE_REASONS = ['donor', 'declines'] as const;
export type PlanPauseReason = (typeof PLAN_PAUSE_REASONS)[number];
export const PLAN_STOP_REASONS = ['donor', 'manager', 'checkout_unpaid'] as const;
export type PlanStopReason = (typeof PLAN_STOP_REASONS)[number];

/**
 * A declined charge is tried again this many days after its due day: tries on days 0, 3, 7
 * and 14, four tries over two weeks; after the last, the plan is paused and the association
 * told.
 */
export const RETRY_DAYS_AFTER_DUE = [3, 7, 14] as const;
export const MAX_CHARGE_TRIES = RETRY_DAYS_AFTER_DUE.length + 1;

/**
 * How late a period may still be charged, in days after its charge day: the retry window (the
 * last try, RETRY_DAYS_AFTER_DUE). A run that comes later than this (the queue was down, the
 * runs were missed) charges at most the plan's current period: older periods are recorded as
 * skipped, never charged, neither then nor later. A donor expects one charge per period on
 * its day, never months charged together on one day (the chargebacks issue 29 warns of); a
 * period still inside the window is charged, as a late try would be.
 */
export const LATE_CHARGE_GRACE_DAYS = Math.max(...RETRY_DAYS_AFTER_DUE);
/** A card expiring before the next charge: the donor is told this many days ahead. */
export const CARD_EXPIRY_NOTICE_DAYS = 30;

/** 'YYYY-MM-DD' (a calendar day, Europe/Paris). */
export type IsoDay = string;

function daysInMonth(year: number, month1: number): number {
  return new Date(Date.UTC(year, month1, 0)).getUTCDate();
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/**
 * The day a plan is charged in the period `index` after its first charge (index 0 is the first
 * charge's day, `anchorDay`): the same day of the month (monthly) or of the year (yearly),
 * clamped to the month's last day (a plan started on 31 January is charged on 28 or 29
 * February, then on 31 March).
 */
export function chargeDayOfPeriod(
  anchorDay: IsoDay,
  frequency: PlanFrequency,
  index: number,
): IsoDay {
  const [year, month, day] = anchorDay.split('-').map(Number) as [number, number, number];
  const months = frequency === 'monthly' ? index : index * 12;
  const total = year * 12 + (month - 1) + months;
  const y = Math.floor(total / 12);
  const m = (total % 12) + 1;
  return `${pad(y, 4)}-${pad(m)}-${pad(Math.min(day, daysInMonth(y, m)))}`;
}

/**
 * The key of the period a charge belongs to ('2026-03' monthly, '2026' yearly): a plan is charged
 * at most once per key (the database's unique (plan, period) and the provider's idempotency key).
 */
export function periodKeyOf(day: IsoDay, frequency: PlanFrequency): string {
  return frequency === 'monthly' ? day.slice(0, 7) : day.slice(0, 4);
}

/**
 * The earliest charge day a run on `today` still charges (LATE_CHARGE_GRACE_DAYS before it): a
 * period due before it is skipped.
 */
export function lateChargeCutoff(today: IsoDay): IsoDay {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - LATE_CHARGE_GRACE_DAYS);
  return date.toISOString().slice(0, 10);
}

/** The first charge day strictly after `afterDay` (the next charge shown to the donor). */
export function nextChargeDayAfter(
  anchorDay: IsoDay,
  frequency: PlanFrequency,
  afterDay: IsoDay,
): IsoDay {
  for (let index = 0; ; index += 1) {
    const day = chargeDayOfPeriod(anchorDay, frequency, index);
    if (day > afterDay) return day;
  }
}

/** What a plan gives over a year, in cents (12 charges a month, 1 a year). */
export function yearlyAmountCents(amountCents: number, frequency: PlanFrequency): number {
  return frequency === 'monthly' ? amountCents * 12 : amountCents;
}

/** What a plan brings per month on average, in cents (a yearly gift counts for a twelfth). */
export function monthlyEquivalentCents(amountCents: number, frequency: PlanFrequency): number {
  return frequency === 'monthly' ? amountCents : Math.round(amountCents / 12);
}

/**
 * The yearly cost after the reduction of art. 200 CGI (66 % or 75 %, shared rule
 * amountAfterTaxReductionCents), for an eligible association; null otherwise.
 */
export function yearlyCostAfterTaxCents(
  amountCents: number,
  frequency: PlanFrequency,
  ratePercent: number | null,
  ceilingCents?: number | null,
): number | null {
  if (ratePercent === null) return null;
  return amountAfterTaxReductionCents(
    yearlyAmountCents(amountCents, frequency),
    ratePercent,
    ceilingCents,
  );
}

/** The month and year of a card's expiry, as its last valid day ('2027-03' -> '2027-03-31'). */
export function cardLastValidDay(expMonth: number, expYear: number): IsoDay {
  return `${pad(expYear, 4)}-${pad(expMonth)}-${pad(daysInMonth(expYear, expMonth))}`;
}
