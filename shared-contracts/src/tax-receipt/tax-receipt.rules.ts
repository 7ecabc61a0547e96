import type { FundingMode } from '../campaign/campaign-funding';

export const TAX_RATES = [66, 75] as const;
export type TaxRate = (typeof TAX_RATES)[number];

/**
 * When a reçu fiscal is issued. A continuous campaign's gift is final when paid:
 * its receipt is issued with the payment ('payment'). A goal (all-or-nothing) campaign's gift
 * is held by the platform, as a collector, under the condition that the goal is reached, and
 * refunded in full otherwise: the reduction of art. 200 CGI is for sums given to the
 * organisation, and BOI-IR-RICI-250-20 (§ 1 and § 30) dates a card gift through a collector on
 * the day the beneficiary is credited. So no receipt before the goal is reached: it is issued
 * when the settlement finds the goal reached ('goal_reached'), dated that day; a missed goal
 * refunds and issues none. A cancelled receipt (refund) is never handed out unmarked: every
 * page says 'REÇU ANNULÉ le <date>' with its reason.
 */
export type TaxReceiptMoment = 'payment' | 'goal_reached';
export const taxReceiptMoment = (mode: FundingMode): TaxReceiptMoment =>
  mode === 'goal' ? 'goal_reached' : 'payment';

/**
 * Art. 200 CGI (BOI-IR-RICI-250-10-20-10): a reward leaves the gift deductible when its value
 * does not exceed a quarter of the gift, and when the rewards the donor received from the
 * association in the calendar year, this one included, do not exceed the flat yearly cap (a
 * dated setting: 73 € since 1 January 2021). Two 276 € gifts with a 69 € reward each are 138 €
 * of rewards in one year: the second one is over the cap. Exactly a quarter, or exactly the
 * cap, is still allowed ("n'excède pas"). `rewardsThisYearCents` is what the donor already
 * received that year with gifts that got a receipt (0 when unknown, as the dialog does).
 */
export function rewardAllowsTaxReceipt(input: {
  rewardValueCents: number;
  giftCents: number;
  rewardCapCents: number;
  rewardsThisYearCents?: number;
}): boolean {
  const { rewardValueCents, giftCents, rewardCapCents, rewardsThisYearCents = 0 } = input;
  if (rewardValueCents <= 0) return true;
  return (
    rewardValueCents * 4 <= giftCents && rewardsThisYearCents + rewardValueCents <= rewardCapCents
  );
}

/**
 * The two boxes of the income tax return (form 2042-RICI) a donor copies the year's receipts
 * into: 7UD, gifts to organisations helping people in difficulty (the 75 % rate of art. 200-1
 * ter CGI; the tax office moves the part above the ceiling to 66 % itself), and 7UF, the other
 * gifts of art. 200 CGI (66 %). Cancelled receipts count in neither. Amounts in cents.
 */
export function taxReturnBoxes(
  receipts: { amountCents: number; ratePercent: number; status: string }[],
): { box7UD: number; box7UF: number } {
  let box7UD = 0;
  let box7UF = 0;
  for (const receipt of receipts) {
    if (receipt.status === 'cancelled') continue;
    if (receipt.ratePercent > GENERAL_TAX_RATE) box7UD += receipt.amountCents;
    else box7UF += receipt.amountCents;
  }
  return { box7UD, box7UF };
}

/** The rate of art. 200 CGI that applies above the 75 % ceiling, and to most associations. */
const GENERAL_TAX_RATE = 66;

/**
 * What a gift costs after the reduction, in cents, the reduction rounded down (never promise
 * more). At 75 % (aide aux personnes en difficulté) the rate only applies up to the yearly
 * ceiling (art. 200-1 ter CGI, a dated setting): the part of the gift above it gets 66 %.
 * Without a ceiling given, the whole gift gets the rate.
 */
export function amountAfterTaxReductionCents(
  giftCents: number,
  ratePercent: number,
  ceilingCents?: number | null,
): number {
  const hasCeiling = ratePercent > GENERAL_TAX_RATE && ceilingCents != null;
  const atRate = hasCeiling ? Math.min(giftCents, Math.max(0, ceilingCents)) : giftCents;
  const reductionHundredths = atRate * ratePercent + (giftCents - atRate) * GENERAL_TAX_RATE;
  return giftCents - Math.floor(reductionHundredths / 100);
}

/**
 * The rate an association's reçus fiscaux are issued at: the rate the super admin set when
 * verifying its eligibility, and none otherwise (declared, withdrawn, never asked). The one
 * home of the rule: the receipt's issue, the donation's check, the campaign and association
 * reads ('Dons déductibles' badge, the dialog's reduction) all ask it.
 */
export function effectiveTaxRate(association: {
  taxEligibility: string;
  taxRatePercent: number | null;
}): number | null {
  return association.taxEligibility === 'verified' ? association.taxRatePercent : null;
}
