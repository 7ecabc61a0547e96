// Records as the admin API answers them, for the console's component tests.
import type {
  AdminStats,
  Association,
  Campaign,
  Donation,
  PayoutList,
  User,
} from 'shared-contracts';
import { fakeApiWithReads, type ReadAnswer } from 'shared-ui/testing';

export function anAssociation(overrides: Partial<Association> = {}): Association {
  return {
    id: 'a-1',
    slug: 'les-amis',
    name: 'Les Amis du Quartier',
    description: '<p>Entraide</p>',
    category: 'social',
    contact_email: 'contact@amis.fr',
    email: null,
    phone: '0612345678',
    address: null,
    website: null,
    city: 'Lyon',
    image_url: '/placeholder.png',
    status: 'approved',
    raised_amount: 150,
    total_campaigns: 1,
    created_at: '2026-01-10T10:00:00.000Z',
    association_code: null,
    siret: null,
    rna: 'W123456789',
    ape_code: '9499Z',
    ccam_code: null,
    iban: 'FR7630006000011234567890189',
    bic: null,
    rib_iban: null,
    rib_bic: null,
    bank_name: 'Banque Test',
    manager_name: null,
    manager_email: null,
    manager_phone: null,
    documents: [],
    ...overrides,
  };
}

export function aCampaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: 'c-1',
    slug: 'jardin-partage',
    title: 'Jardin partagé',
    description: 'Un jardin pour tous',
    story: '<p>Histoire</p>',
    image_url: null,
    target_amount: 1000,
    raised_amount: 150,
    end_date: '2026-12-31T22:59:59.000Z',
    status: 'active',
    total_backers: 3,
    association_id: 'a-1',
    association_name: 'Les Amis du Quartier',
    association_slug: 'les-amis',
    association_image: null,
    association_category: 'social',
    created_at: '2026-02-01T10:00:00.000Z',
    rewards: [],
    ...overrides,
  };
}

function aDonation(overrides: Partial<Donation> = {}): Donation {
  return {
    id: 'd-1',
    donor_name: 'Jean Dupont',
    donor_email: 'jean@exemple.fr',
    phone: null,
    amount: 50,
    is_anonymous: false,
    message: null,
    reward_selected: null,
    rewards: [],
    created_at: '2026-11-20T10:00:00.000Z',
    campaign_id: 'c-1',
    campaign_title: 'Jardin partagé',
    campaign_slug: 'jardin-partage',
    campaign_image: null,
    association_id: 'a-1',
    association_name: 'Les Amis du Quartier',
    cause: 'social',
    payment_status: 'paid',
    ...overrides,
  };
}

export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u-1',
    full_name: 'Nadia Gérante',
    email: 'nadia@exemple.fr',
    phone: null,
    role: 'association_manager',
    association_ids: ['a-1'],
    is_active: true,
    created_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function someStats(overrides: Partial<AdminStats> = {}): AdminStats {
  return {
    total_donated: 1234.5,
    total_donations: 42,
    total_associations: 7,
    pending_associations: 2,
    total_campaigns: 9,
    active_campaigns: 5,
    total_users: 31,
    unique_donors: 18,
    open_disputes: 3,
    open_disputes_amount: 120,
    donations_by_month: [
      { month: '2026-10', amount: 200, count: 4 },
      { month: '2026-11', amount: 1034.5, count: 38 },
    ],
    donations: [aDonation(), aDonation({ id: 'd-2', donor_name: 'Secret', is_anonymous: true })],
    refused_checkouts: [],
    ...overrides,
  };
}

export function somePayouts(overrides: Partial<PayoutList> = {}): PayoutList {
  return {
    payouts: [
      {
        id: 'p-1',
        kind: 'transfer',
        status: 'completed',
        campaign_id: 'c-1',
        campaign_title: 'Jardin partagé',
        campaign_slug: 'jardin-partage',
        association_id: 'a-1',
        association_name: 'Les Amis du Quartier',
        period_key: 'final',
        period_end: '2026-10-31T23:00:00.000Z',
        donation_count: 2,
        gross: 100,
        commission: 5,
        processing_fees: 6.3,
        net: 88.7,
        recovered: 0,
        provider_reference: null,
        failure_reason: null,
        created_at: '2026-11-01T02:00:00.000Z',
        completed_at: '2026-11-01T02:00:01.000Z',
      },
    ],
    campaigns: [],
    debts: [],
    totals: { gross: 100, commission: 5, processing_fees: 6.3, net: 88.7, refunded: 0, owed: 0 },
    ...overrides,
  };
}

/** A fake API whose reads answer by path; writes answer what they were sent. */
export function fakeAdminApi(reads: Record<string, ReadAnswer>) {
  // The associations list also reads the receipt counts; none unless the test gives some.
  const client = fakeApiWithReads({ '/admin/tax-receipts/counts': [], ...reads });
  client.put.mockImplementation((async (_path: string, body: unknown) => body) as never);
  client.post.mockImplementation((async (_path: string, body: unknown) => body) as never);
  client.delete.mockResolvedValue(undefined as never);
  return client;
}

export { pending } from 'shared-ui/testing';
