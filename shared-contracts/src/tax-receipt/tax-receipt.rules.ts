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

/** What a gift costs after the reduction, in cents, rounded up to the cent (never promise more). */
export function amountAfterTaxReductionCents(giftCents: number, ratePercent: number): number {
  return giftCents - Math.floor((giftCents * ratePercent) / 100);
}
