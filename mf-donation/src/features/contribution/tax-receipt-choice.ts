import {
  TAX_RECEIPT_DIALOG_TEXTS,
  TAX_RECEIPT_MESSAGES,
  amountAfterTaxReductionCents,
  eurosToCents,
  formatEuros,
  rewardAllowsTaxReceipt,
  type Campaign,
  type Reward,
} from 'shared-contracts';

/** The postal address a receipt is made out to (Cerfa 11580), as typed. */
export interface TaxReceiptAddress {
  address: string;
  postalCode: string;
  city: string;
}

/** What the campaign says about receipts: null when its association may not issue them. */
export interface TaxReceiptTerms {
  rate: number;
  /** The 75 % rate's yearly ceiling, in euros, when the server gave it. */
  ceiling: number | null;
  /** The yearly cap of a reward's value, in euros, when the server gave it. */
  rewardCap: number | null;
}

export function taxReceiptTerms(campaign: Campaign | null): TaxReceiptTerms | null {
  const rate = campaign?.tax_receipt_rate;
  if (rate == null) return null;
  return {
    rate,
    ceiling: campaign?.tax_receipt_ceiling ?? null,
    rewardCap: campaign?.tax_reward_cap ?? null,
  };
}

/** 'soit 34 € après réduction d'impôt' for a gift in euros. */
export function afterReductionText(terms: TaxReceiptTerms, amount: number): string {
  const cents = amountAfterTaxReductionCents(
    eurosToCents(amount),
    terms.rate,
    terms.ceiling === null ? null : eurosToCents(terms.ceiling),
  );
  return TAX_RECEIPT_DIALOG_TEXTS.afterReduction(formatEuros(cents / 100));
}

/**
 * The sentence telling the donor that the reward their amount reaches leaves the gift without
 * a receipt (worth more than a quarter of it or than the yearly cap); null when it does not.
 */
export function rewardBreaksRuleText(
  terms: TaxReceiptTerms,
  reward: Reward | null,
  amount: number,
): string | null {
  if (!reward || !reward.value) return null;
  // Without the cap from the server, the server's own check still stands: only the quarter here.
  const capCents =
    terms.rewardCap === null ? Number.MAX_SAFE_INTEGER : eurosToCents(terms.rewardCap);
  const allowed = rewardAllowsTaxReceipt({
    rewardValueCents: eurosToCents(reward.value),
    giftCents: eurosToCents(amount),
    rewardCapCents: capCents,
  });
  if (allowed) return null;
  return TAX_RECEIPT_MESSAGES.rewardBreaksRule(formatEuros(terms.rewardCap ?? 0));
}
