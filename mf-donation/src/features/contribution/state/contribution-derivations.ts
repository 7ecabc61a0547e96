import {
  eurosToCents,
  formatEuros,
  highestQualifyingReward,
  rewardForDonation,
  validateDonationAmount,
  type Campaign,
  type Reward,
} from 'shared-contracts';
import {
  yearlyAmountCents,
  yearlyCostAfterTaxCents,
  type GiftFrequency,
  type PlanFrequency,
} from 'shared-contracts/src/recurring/recurring.rules';
import {
  FREQUENCY_PER,
  RECURRING_DIALOG_TEXTS,
} from 'shared-contracts/src/recurring/recurring-dialog.texts';
import { isRewardSoldOut } from 'shared-contracts/src/reward/reward-stock';
import { DIALOG_TEXTS } from '../../../config/texts';
import {
  afterReductionText,
  rewardBreaksRuleText,
  taxReceiptTerms,
  type TaxReceiptTerms,
} from '../tax-receipt-choice';
import { chosenAmount } from './amount-input';
import type { ContributionValues } from './contribution-state';
import {
  giftFrequencyFor,
  isRegular,
  nextChargeDay,
  offeredFrequencies,
} from './recurring-frequency';

// What the dialog shows, derived from its values and the campaign at each render: pure
// functions, so each rule is tested without a screen. What it sends: contribution-submission.ts.

/** What the values mean for this campaign. */
export interface ContributionFacts {
  /** The frequencies the campaign offers ('once' only on a goal campaign or while loading). */
  frequencies: readonly GiftFrequency[];
  /** The gift's frequency: the one chosen when offered, else 'once'. */
  frequency: GiftFrequency;
  /** The amount chosen, valid or not (null when the text is not a number). */
  amount: number | null;
  /** The same once the amount rules accept it, else null: previews and summary use it. */
  validAmount: number | null;
  /** The association's receipt terms; null when it may not issue receipts. */
  terms: TaxReceiptTerms | null;
  /** A receipt is offered and wanted: the address is asked for. */
  isReceiptOn: boolean;
  /** 'Sans contrepartie' ticked while a receipt is wanted. */
  declinesReward: boolean;
  /** The reward the amount reaches, whether or not the donor gives it up. */
  reachedReward: Reward | null;
  /** The reward the donor will get: the one reached, unless given up. */
  reward: Reward | null;
  /**
   * A reward the amount reaches but none is left of (issue 30): shown 'Épuisé', never given;
   * the next one down applies instead (rewardForDonation).
   */
  soldOutReward: Reward | null;
  /** The reward the donor will get is posted: the shipping address is asked for. */
  shipsReward: boolean;
  /** Why the reward reached leaves the gift without a receipt; null when it does not. */
  rewardWarning: string | null;
  /** The gift, as things stand, gets its receipt: the reduction may be promised. */
  getsReceipt: boolean;
}

export function deriveContribution(
  values: ContributionValues,
  campaign: Campaign | null,
): ContributionFacts {
  const amount = chosenAmount(values.amount);
  const validAmount = amount !== null && validateDonationAmount(amount) === null ? amount : null;
  const reachedReward =
    campaign && validAmount !== null ? rewardForDonation(campaign.rewards, validAmount) : null;
  const terms = taxReceiptTerms(campaign);
  const isReceiptOn = terms !== null && values.wantsReceipt;
  const declinesReward = isReceiptOn && values.withoutReward;
  const rewardWarning =
    isReceiptOn && validAmount !== null
      ? rewardBreaksRuleText(terms, reachedReward, validAmount)
      : null;
  return {
    frequencies: offeredFrequencies(campaign),
    frequency: giftFrequencyFor(values.frequency, campaign),
    amount,
    validAmount,
    terms,
    isReceiptOn,
    declinesReward,
    reachedReward,
    reward: declinesReward ? null : reachedReward,
    soldOutReward:
      campaign && validAmount !== null ? soldOutRewardReached(campaign.rewards, validAmount) : null,
    shipsReward: !declinesReward && Boolean(reachedReward?.needs_shipping),
    rewardWarning,
    getsReceipt: isReceiptOn && (rewardWarning === null || declinesReward),
  };
}

/** The best reward the amount reaches when it is sold out (above the one that applies), else null. */
function soldOutRewardReached(rewards: readonly Reward[], amount: number): Reward | null {
  const best = highestQualifyingReward(rewards, amount);
  return best && isRewardSoldOut(best) ? best : null;
}

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

/** The line read before paying; null while no valid amount is chosen. */
export interface ContributionSummary {
  amount: number;
  rewardTitle: string | null;
  /** 'soit X € après réduction d'impôt' when the gift gets its receipt. */
  afterReduction: string | null;
  /** The commitment of a regular gift; null for a gift made once. */
  regular: RegularGiftSummary | null;
}

/**
 * The summary of the gift as things stand, `today` being the first charge's day. A regular
 * gift's yearly cost after the reduction is only promised where each gift gets its receipt
 * (the association's effective rate, shared-contracts' effectiveTaxRate, sent as the
 * campaign's tax_receipt_rate).
 */
export function contributionSummary(
  facts: ContributionFacts,
  today: Date,
): ContributionSummary | null {
  if (facts.validAmount === null) return null;
  const receiptTerms = facts.getsReceipt ? facts.terms : null;
  return {
    amount: facts.validAmount,
    rewardTitle: facts.reward?.title ?? null,
    afterReduction: receiptTerms ? afterReductionText(receiptTerms, facts.validAmount) : null,
    regular: isRegular(facts.frequency)
      ? regularSummary(facts.frequency, facts.validAmount, receiptTerms, today)
      : null,
  };
}

function regularSummary(
  frequency: PlanFrequency,
  amount: number,
  receiptTerms: ContributionFacts['terms'],
  today: Date,
): RegularGiftSummary {
  // In cents, so 12 × 8,33 € is 99,96 € and not a float's 99,96000000000001. The 75 %
  // ceiling is yearly (art. 200-1 ter CGI): it applies to the year's total, not to each charge.
  const cents = eurosToCents(amount);
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

/** The pay button: the amount it pays (and how often), or where it leads while none is valid. */
export function submitText(facts: ContributionFacts, isSubmitting: boolean): string {
  if (isSubmitting) return DIALOG_TEXTS.submitting;
  if (facts.validAmount === null) return DIALOG_TEXTS.submitWithoutAmount;
  const amount = formatEuros(facts.validAmount);
  if (isRegular(facts.frequency))
    return RECURRING_DIALOG_TEXTS.submit(amount, FREQUENCY_PER[facts.frequency]);
  return DIALOG_TEXTS.submit(amount);
}
