import {
  NEW_REWARD_DEFAULTS,
  keepFilledRewards,
  rewardRowProblem,
  type Reward,
  type RewardInput,
} from 'shared-contracts';

/** One row of the reward editor; `key` keeps React's rows stable while they move. */
export interface RewardDraft {
  key: string;
  amount: number | string;
  title: string;
  description: string;
  includes_previous: boolean;
  /** What the reward is worth in euros (reçus fiscaux); 0 when it has no market value. */
  value: number | string;
}

let nextKey = 0;
const newKey = () => `reward-${(nextKey += 1)}`;

/** A new row: amount 0 and includes_previous true (spec section 9). */
export function newRewardDraft(): RewardDraft {
  return { key: newKey(), ...NEW_REWARD_DEFAULTS, value: 0 };
}

/** The rows of a stored campaign, in their order. */
export function rewardDrafts(rewards: readonly Reward[] | null | undefined): RewardDraft[] {
  return (rewards ?? []).map((reward) => ({
    key: newKey(),
    amount: reward.amount,
    title: reward.title,
    description: reward.description ?? '',
    includes_previous: reward.includes_previous,
    value: reward.value ?? 0,
  }));
}

/** A value left empty is worth nothing. */
const valueOf = (value: number | string): number => {
  const euros = typeof value === 'number' ? value : Number(value.replace(',', '.'));
  return Number.isFinite(euros) ? euros : 0;
};

/** What a campaign form sends: filled rows only, in the order shown (spec section 5). */
export function rewardInputs(drafts: readonly RewardDraft[]): RewardInput[] {
  return keepFilledRewards(drafts).map((draft) => ({
    amount: draft.amount,
    title: draft.title,
    description: draft.description.trim() || null,
    includes_previous: draft.includes_previous,
    value: valueOf(draft.value),
  }));
}

/** True when a row is half filled: the form shows why and does not send. */
export function hasRewardProblems(drafts: readonly RewardDraft[]): boolean {
  return drafts.some((draft) => rewardRowProblem(draft) !== null);
}
