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
  /** Units left (issue 30); null or absent: no limit. */
  remaining?: number | null;
}

export interface RewardView {
  id: string;
  amount: number;
  title: string;
  description: string;
  /** '{amount}€+'. */
  badge: string;
  /** Units left (issue 30), null without a limit: 0 shows 'Épuisé' and is not offered. */
  remaining: number | null;
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
      remaining: reward.remaining ?? null,
    }));
}
