import {
  formatEuros,
  highestQualifyingReward,
  rewardForDonation,
  validateDonationAmount,
  type Campaign,
  type Reward,
} from 'shared-contracts';
import type { GiftFrequency, PlanFrequency } from 'shared-contracts/src/recurring/gift-frequencies';
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
import { giftFrequencyFor, isRegular, offeredFrequencies } from './recurring-frequency';

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

/** The line read before paying; null while no valid amount is chosen. */
export interface ContributionSummary {
  amount: number;
  rewardTitle: string | null;
  /** 'soit X € après réduction d'impôt' when the gift gets its receipt. */
  afterReduction: string | null;
  /**
   * A regular gift's rhythm ('par mois'); null for a gift made once. What it commits the donor
   * to: regular-gift-summary.ts.
   */
  regular: { frequency: PlanFrequency; per: string } | null;
}

/** The summary of the gift as things stand. */
export function contributionSummary(facts: ContributionFacts): ContributionSummary | null {
  if (facts.validAmount === null) return null;
  const receiptTerms = facts.getsReceipt ? facts.terms : null;
  return {
    amount: facts.validAmount,
    rewardTitle: facts.reward?.title ?? null,
    afterReduction: receiptTerms ? afterReductionText(receiptTerms, facts.validAmount) : null,
    regular: isRegular(facts.frequency)
      ? { frequency: facts.frequency, per: FREQUENCY_PER[facts.frequency] }
      : null,
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
