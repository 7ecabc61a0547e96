import { eurosToCents } from 'shared-contracts';
import { FREQUENCY_PER } from 'shared-contracts/src/recurring/recurring-dialog.texts';
import {
  nextChargeDayAfter,
  yearlyAmountCents,
  yearlyCostAfterTaxCents,
  type IsoDay,
  type PlanFrequency,
} from 'shared-contracts/src/recurring/recurring.rules';
import type { ContributionFacts } from './contribution-derivations';
import { isRegular } from './recurring-frequency';

// A regular gift's terms, pure: its schedule and yearly cost, by shared-contracts'
// recurring.rules.ts (the schedule the API charges by). Read only once a regular frequency is
// chosen, so it loads with the dialog's engaged parts (engaged-parts.ts), not its first view.

/** What a regular gift commits the donor to, read before paying (issue 29). */
export interface RegularGiftSummary {
  frequency: PlanFrequency;
  /** 'par mois', 'par an'. */
  per: string;
  /** The charge after today's, 'YYYY-MM-DD' (Paris). */
  nextChargeDay: string;
  /** The amount given in a year, in euros. */
  yearlyTotal: number;
  /** The same after the tax reduction when the gifts get their receipt, else null. */
  yearlyAfterReduction: number | null;
}

/**
 * What the regular gift chosen commits the donor to, `today` being the first charge's day;
 * null for a gift made once or while no valid amount is chosen. Its yearly cost after the
 * reduction is only promised where each gift gets its receipt (the association's effective
 * rate, shared-contracts' effectiveTaxRate, sent as the campaign's tax_receipt_rate).
 */
export function regularGiftSummary(
  facts: ContributionFacts,
  today: Date,
): RegularGiftSummary | null {
  const { frequency, validAmount } = facts;
  if (validAmount === null || !isRegular(frequency)) return null;
  const receiptTerms = facts.getsReceipt ? facts.terms : null;
  // In cents, so 12 × 8,33 € is 99,96 € and not a float's 99,96000000000001. The 75 %
  // ceiling is yearly (art. 200-1 ter CGI): it applies to the year's total, not to each charge.
  const cents = eurosToCents(validAmount);
  const afterTax = receiptTerms
    ? yearlyCostAfterTaxCents(
        cents,
        frequency,
        receiptTerms.rate,
        receiptTerms.ceiling === null ? null : eurosToCents(receiptTerms.ceiling),
      )
    : null;
  return {
    frequency,
    per: FREQUENCY_PER[frequency],
    nextChargeDay: nextChargeDay(today, frequency),
    yearlyTotal: yearlyAmountCents(cents, frequency) / 100,
    yearlyAfterReduction: afterTax === null ? null : afterTax / 100,
  };
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
