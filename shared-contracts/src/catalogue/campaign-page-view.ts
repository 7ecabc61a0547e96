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

export type FundingMode = 'goal' | 'continuous';

/**
 * A goal campaign has a target and an end date: reached, it is paid out at the end; missed,
 * every donor is refunded in full. Anything else is continuous funding, paid out monthly
 * (spec sections 1 and 4; the settlement selects campaigns the same way).
 */
export function fundingMode(campaign: {
  target_amount?: number | null;
  end_date?: string | null;
}): FundingMode {
  return campaign.target_amount && campaign.target_amount > 0 && campaign.end_date
    ? 'goal'
    : 'continuous';
}
