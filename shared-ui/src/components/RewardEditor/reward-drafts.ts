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
  /** What the reward is worth in euros (reçus fiscaux): required, '' until typed. */
  value: number | string;
  /** The manager states it has no market value (its value is then 0). */
  no_market_value: boolean;
  /** The stored reward this row edits (its stock and gifts stay attached); absent when new. */
  id?: string;
  /** How many exist (issue 30); '' for no limit. */
  quantity: number | string;
  /** What is left now (shown beside the quantity); null without a limit or when new. */
  remaining?: number | null;
  /** Posted: the dialog asks for a postal address. */
  needs_shipping: boolean;
}

let nextKey = 0;
const newKey = () => `reward-${(nextKey += 1)}`;

/** A new row: amount 0 and includes_previous true (spec section 9). */
export function newRewardDraft(): RewardDraft {
  return {
    key: newKey(),
    ...NEW_REWARD_DEFAULTS,
    value: '',
    no_market_value: false,
    quantity: '',
    needs_shipping: false,
  };
}

/** The rows of a stored campaign, in their order. */
export function rewardDrafts(rewards: readonly Reward[] | null | undefined): RewardDraft[] {
  return (rewards ?? []).map((reward) => ({
    key: newKey(),
    amount: reward.amount,
    title: reward.title,
    description: reward.description ?? '',
    includes_previous: reward.includes_previous,
    // A value of 0 never stated as 'no market value' (saved before it was required) shows
    // empty, so the manager types it or ticks the box before saving again.
    value: reward.value || reward.no_market_value ? (reward.value ?? 0) : '',
    no_market_value: reward.no_market_value ?? false,
    id: reward.id,
    quantity: reward.quantity ?? '',
    remaining: reward.remaining ?? null,
    needs_shipping: reward.needs_shipping ?? false,
  }));
}

/** A quantity as typed: null for no limit (empty), else the number (the API checks it). */
const quantityOf = (quantity: number | string): number | string | null =>
  typeof quantity === 'string' && quantity.trim() === '' ? null : quantity;

/** A value as typed: a number, or undefined when left empty (the API then asks for it). */
const valueOf = (value: number | string): number | undefined => {
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const euros = typeof value === 'number' ? value : Number(value.replace(',', '.'));
  return Number.isFinite(euros) ? euros : undefined;
};

/** What a campaign form sends: filled rows only, in the order shown (spec section 5). */
export function rewardInputs(drafts: readonly RewardDraft[]): RewardInput[] {
  return keepFilledRewards(drafts).map((draft) => ({
    amount: draft.amount,
    title: draft.title,
    description: draft.description.trim() || null,
    includes_previous: draft.includes_previous,
    ...(draft.no_market_value ? { value: 0 } : { value: valueOf(draft.value) }),
    no_market_value: draft.no_market_value,
    ...(draft.id ? { id: draft.id } : {}),
    quantity: quantityOf(draft.quantity),
    needs_shipping: draft.needs_shipping,
  }));
}

/** True when a row is half filled: the form shows why and does not send. */
export function hasRewardProblems(drafts: readonly RewardDraft[]): boolean {
  return drafts.some((draft) => rewardRowProblem(draft) !== null);
}
