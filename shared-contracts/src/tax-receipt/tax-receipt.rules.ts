export const TAX_RATES = [66, 75] as const;
export type TaxRate = (typeof TAX_RATES)[number];

/**
 * Art. 200 CGI (BOI-IR-RICI-250-10-20-10): a reward leaves the gift deductible when its value
 * does not exceed a quarter of the gift nor the yearly cap. Exactly a quarter, or exactly the
 * cap, is still allowed ("n'excède pas").
 */
export function rewardAllowsTaxReceipt(input: {
  rewardValueCents: number;
  giftCents: number;
  rewardCapCents: number;
}): boolean {
  const { rewardValueCents, giftCents, rewardCapCents } = input;
  if (rewardValueCents <= 0) return true;
  return rewardValueCents * 4 <= giftCents && rewardValueCents <= rewardCapCents;
}

/** The rate of art. 200 CGI that applies above the 75 % ceiling, and to most associations. */
export const GENERAL_TAX_RATE = 66;

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
