// Records as the donor API answers them, for the donor area's component tests.
import type { Donation, DonorDashboard, User } from 'shared-contracts';

export function aDonor(overrides: Partial<User> = {}): User {
  return {
    id: 'u-1',
    full_name: 'Denise Donatrice',
    email: 'denise@exemple.fr',
    phone: '0612345678',
    role: 'donor',
    association_ids: [],
    is_active: true,
    created_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function aDashboard(overrides: Partial<DonorDashboard['stats']> = {}): DonorDashboard {
  return {
    user: aDonor(),
    stats: { total_donated: 75.5, campaigns_supported: 2, total_donations: 3, ...overrides },
  };
}

export function aGift(overrides: Partial<Donation> = {}): Donation {
  return {
    id: 'd-1',
    donor_name: 'Denise Donatrice',
    donor_email: 'denise@exemple.fr',
    phone: null,
    amount: 50,
    is_anonymous: false,
    message: null,
    reward_selected: 'Carte postale',
    rewards: [{ title: 'Carte postale', description: null }],
    created_at: '2026-11-20T10:00:00.000Z',
    campaign_id: 'c-1',
    campaign_title: 'Jardin partagé',
    campaign_slug: 'jardin-partage',
    campaign_image: '/uploads/images/jardin.jpg',
    association_id: 'a-1',
    association_name: 'Les Amis du Quartier',
    cause: 'social',
    payment_status: 'paid',
    ...overrides,
  };
}

export { fakeApiWithReads, pending } from 'shared-ui/testing';
