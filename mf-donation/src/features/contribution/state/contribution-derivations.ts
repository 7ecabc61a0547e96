import {
  formatEuros,
  rewardForDonation,
  validateDonationAmount,
  type Campaign,
  type Reward,
} from 'shared-contracts';
import { DIALOG_TEXTS } from '../../../config/texts';
import {
  afterReductionText,
  rewardBreaksRuleText,
  taxReceiptTerms,
  type TaxReceiptTerms,
} from '../tax-receipt-choice';
import { chosenAmount } from './amount-input';
import type { ContributionValues } from './contribution-state';

// What the dialog shows, derived from its values and the campaign at each render: pure
// functions, so each rule is tested without a screen. What it sends: contribution-submission.ts.

/** What the values mean for this campaign. */
export interface ContributionFacts {
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
    amount,
    validAmount,
    terms,
    isReceiptOn,
    declinesReward,
    reachedReward,
    reward: declinesReward ? null : reachedReward,
    rewardWarning,
    getsReceipt: isReceiptOn && (rewardWarning === null || declinesReward),
  };
}

/** The line read before paying; null while no valid amount is chosen. */
export interface ContributionSummary {
  amount: number;
  rewardTitle: string | null;
  /** 'soit X € après réduction d'impôt' when the gift gets its receipt. */
  afterReduction: string | null;
}

export function contributionSummary(facts: ContributionFacts): ContributionSummary | null {
  if (facts.validAmount === null) return null;
  return {
    amount: facts.validAmount,
    rewardTitle: facts.reward?.title ?? null,
    afterReduction:
      facts.getsReceipt && facts.terms ? afterReductionText(facts.terms, facts.validAmount) : null,
  };
}

/** The pay button: the amount it pays, or where it leads while none is valid. */
export function submitText(facts: ContributionFacts, isSubmitting: boolean): string {
  if (isSubmitting) return DIALOG_TEXTS.submitting;
  if (facts.validAmount === null) return DIALOG_TEXTS.submitWithoutAmount;
  return DIALOG_TEXTS.submit(formatEuros(facts.validAmount));
}
