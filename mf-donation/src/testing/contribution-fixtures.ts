import type { Campaign, Reward } from 'shared-contracts';
import { typeAmount } from '../features/contribution/state/amount-input';
import {
  initialContributionValues,
  type ContributionValues,
} from '../features/contribution/state/contribution-state';

// The campaign the contribution tests give to: a goal campaign with three rewards (10, 25 and
// 50 €), its association's receipts not verified unless a test says so.

export const CAMPAIGN_ID = '3f1c2b9e-8a4d-4c1e-9b7a-2d5e6f708192';

export function rewardFixture(
  id: string,
  amount: number,
  title: string,
  description: string | null = null,
): Reward {
  return { id, amount, title, description, includes_previous: true };
}

/** A reward with its value in euros, which the receipt rule compares with the gift. */
export function valuedRewardFixture(amount: number, title: string, value: number): Reward {
  return { ...rewardFixture(title, amount, title), value };
}

export function campaignFixture(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: CAMPAIGN_ID,
    slug: 'jardin-partage',
    title: 'Jardin partagé',
    description: 'Un jardin pour le quartier',
    story: null,
    image_url: null,
    target_amount: 5000,
    raised_amount: 1200,
    end_date: '2030-06-30T00:00:00.000Z',
    status: 'active',
    total_backers: 12,
    association_id: 'a1',
    association_name: 'Les Jardiniers',
    association_slug: 'les-jardiniers',
    association_image: null,
    association_category: 'environment',
    created_at: '2026-01-01T00:00:00.000Z',
    rewards: [
      rewardFixture('r1', 10, 'Carte postale', 'Une carte dessinée par les enfants'),
      rewardFixture('r2', 25, 'Sachet de graines'),
      rewardFixture('r3', 50, 'Panier de légumes', 'Un panier de saison'),
    ],
    ...overrides,
  };
}

/** An association whose receipts the super admin verified: 66 %, 1 000 € ceiling, 69 € cap. */
export function verifiedCampaignFixture(overrides: Partial<Campaign> = {}): Campaign {
  return campaignFixture({
    tax_receipt_rate: 66,
    tax_receipt_ceiling: 1000,
    tax_reward_cap: 69,
    ...overrides,
  });
}

/** The dialog's values with this amount typed, the rest as the dialog opens unless given. */
export function contributionValuesFixture(
  amountText: string,
  overrides: Partial<ContributionValues> = {},
): ContributionValues {
  return {
    ...initialContributionValues(undefined, null),
    amount: typeAmount(amountText),
    ...overrides,
  };
}
