import { RECENT_CONTRIBUTIONS_COUNT } from '../constants';
import { formatDate } from '../format/date';
import { donorDisplayName } from '../format/donor';
import { formatEuros, rewardBadge } from '../format/money';

export interface ContributionInput {
  id: string;
  donor_name?: string | null;
  is_anonymous?: boolean | null;
  amount: number;
  created_at: string;
}

export interface ContributionView {
  id: string;
  /** The donor's name, or 'Donateur anonyme'. */
  name: string;
  /** fr-FR date. */
  date: string;
  amount: string;
}

/** 'Contributions récentes': the first 5 contributions as the campaign page lists them. */
export function recentContributionsView(
  contributions: readonly ContributionInput[],
): ContributionView[] {
  return contributions.slice(0, RECENT_CONTRIBUTIONS_COUNT).map((contribution) => ({
    id: contribution.id,
    name: donorDisplayName(contribution),
    date: formatDate(contribution.created_at),
    amount: formatEuros(contribution.amount),
  }));
}

export interface RewardInputView {
  id: string;
  amount: number;
  title: string;
  description?: string | null;
}

export interface RewardView {
  id: string;
  amount: number;
  title: string;
  description: string;
  /** '{amount}€+'. */
  badge: string;
}

/** Rewards by rising amount, each with its '{amount}€+' badge. */
export function rewardsView(rewards: readonly RewardInputView[]): RewardView[] {
  return [...rewards]
    .sort((a, b) => a.amount - b.amount)
    .map((reward) => ({
      id: reward.id,
      amount: reward.amount,
      title: reward.title,
      description: reward.description ?? '',
      badge: rewardBadge(reward.amount),
    }));
}
