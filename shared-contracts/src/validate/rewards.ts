import { REWARD_MIN_AMOUNT } from '../constants';
import { VALIDATION_MESSAGES } from '../texts';
import { TAX_REWARD_MESSAGES } from '../tax-receipt/tax-settings.texts';
import { isBlank } from './fields';

/** The reward fields the rules read; schemas may carry more. */
export interface RewardLike {
  amount: number | string | null | undefined;
  title?: string | null;
  /** Its value in euros (reçus fiscaux); read by rewardRowProblem when given. */
  value?: number | string | null;
  no_market_value?: boolean;
}

function amountOf(reward: RewardLike): number {
  const { amount } = reward;
  if (typeof amount === 'number') return amount;
  if (typeof amount === 'string' && amount.trim() !== '') return Number(amount.replace(',', '.'));
  return Number.NaN;
}

/** A reward row counts only when both its amount and its title are filled (spec section 5). */
function isFilledReward(reward: RewardLike): boolean {
  return !isBlank(reward.title) && !isBlank(reward.amount) && amountOf(reward) !== 0;
}

/**
 * The rewards a form sends: the filled rows only, amounts as numbers, titles trimmed. A new row
 * starts at amount 0, which reads as 'not filled' rather than as a 0 € reward.
 */
export function keepFilledRewards<T extends RewardLike>(
  rewards: readonly T[] | null | undefined,
): (T & { amount: number; title: string })[] {
  return (rewards ?? [])
    .filter(isFilledReward)
    .map((reward) => ({ ...reward, amount: amountOf(reward), title: String(reward.title).trim() }));
}

/** The message for a filled reward whose amount is under 1 € (or not a number), else null. */
function validateRewardAmount(reward: RewardLike): string | null {
  const amount = amountOf(reward);
  if (!Number.isFinite(amount)) return VALIDATION_MESSAGES.invalidNumber;
  return amount >= REWARD_MIN_AMOUNT ? null : VALIDATION_MESSAGES.rewardMinAmount;
}

/** Errors by row index, for filled rows only; empty when every kept reward is valid. */
export function validateRewards(
  rewards: readonly RewardLike[] | null | undefined,
): Record<number, string> {
  const errors: Record<number, string> = {};
  (rewards ?? []).forEach((reward, index) => {
    if (!isFilledReward(reward)) return;
    const message = validateRewardAmount(reward);
    if (message) errors[index] = message;
  });
  return errors;
}

/** A reward applies when the amount given is at least its amount. */
function qualifiesForReward(reward: RewardLike, amount: number): boolean {
  const threshold = amountOf(reward);
  return Number.isFinite(threshold) && Number.isFinite(amount) && amount >= threshold;
}

/** The reward auto-selected for an amount: the qualifying one with the highest amount. */
export function highestQualifyingReward<T extends RewardLike>(
  rewards: readonly T[] | null | undefined,
  amount: number,
): T | null {
  let best: T | null = null;
  for (const reward of rewards ?? []) {
    if (!qualifiesForReward(reward, amount)) continue;
    if (best === null || amountOf(reward) > amountOf(best)) best = reward;
  }
  return best;
}

/** A reward row's problem as the form shows it, or null (an untouched empty row is fine). */
export interface RewardRowProblem {
  field: 'amount' | 'title' | 'value';
  message: string;
}

/**
 * A half-filled row would be dropped silently (spec section 5 keeps only rows with both amount
 * and title), so the form says what is missing instead: the title, or an amount of at least 1.
 */
export function rewardRowProblem(reward: RewardLike): RewardRowProblem | null {
  const hasTitle = !isBlank(reward.title);
  const amount = amountOf(reward);
  const hasAmount = !isBlank(reward.amount) && amount !== 0;
  if (!hasTitle && !hasAmount) return null;
  if (!Number.isFinite(amount) && !isBlank(reward.amount))
    return { field: 'amount', message: VALIDATION_MESSAGES.invalidNumber };
  if (!hasAmount || amount < REWARD_MIN_AMOUNT)
    return { field: 'amount', message: VALIDATION_MESSAGES.rewardMinAmount };
  if (!hasTitle) return { field: 'title', message: VALIDATION_MESSAGES.rewardTitleRequired };
  // The value is required (art. 200 CGI: the receipt rule compares it with the gift), 0 only
  // when stated as without market value; checked when the row carries the field (the editors).
  if (!('value' in reward)) return null;
  const value = isBlank(reward.value) ? 0 : amountOf({ amount: reward.value });
  if (!Number.isFinite(value) || value < 0)
    return { field: 'value', message: VALIDATION_MESSAGES.invalidNumber };
  if (reward.no_market_value)
    return value === 0
      ? null
      : { field: 'value', message: TAX_REWARD_MESSAGES.noMarketValueWithValue };
  return value > 0 ? null : { field: 'value', message: TAX_REWARD_MESSAGES.valueRequired };
}
