import {
  campaignSummarySchema,
  type Campaign,
  type CampaignSummary,
  type PublicAssociation,
  type PublicContribution,
} from 'shared-contracts';

/** A public campaign as GET /campaigns answers it; tests override what they look at. */
export function campaignFixture(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: 'c-puits',
    slug: 'un-puits',
    title: 'Un puits pour le village',
    description: 'De l’eau potable pour 300 familles.',
    story: '<p>Le village attend un puits depuis dix ans.</p>',
    image_url: null,
    target_amount: 1000,
    raised_amount: 250,
    end_date: null,
    status: 'active',
    total_backers: 3,
    association_id: 'a-eau',
    association_name: 'Eau Vive',
    association_slug: 'eau-vive',
    association_image: null,
    association_category: 'social',
    created_at: '2026-01-01T00:00:00.000Z',
    rewards: [],
    ...overrides,
  };
}

export function campaignSummaryFixture(overrides: Partial<CampaignSummary> = {}): CampaignSummary {
  return campaignSummarySchema.parse(campaignFixture(overrides));
}

export function associationFixture(overrides: Partial<PublicAssociation> = {}): PublicAssociation {
  return {
    id: 'a-eau',
    slug: 'eau-vive',
    name: 'Eau Vive',
    description: '<p>L’eau pour tous.</p>',
    category: 'social',
    contact_email: 'contact@eau-vive.fr',
    email: 'bonjour@eau-vive.fr',
    phone: '0102030405',
    address: '1 rue de la Source',
    website: 'https://eau-vive.fr',
    city: 'Lyon',
    image_url: null,
    status: 'approved',
    raised_amount: 1250,
    total_campaigns: 2,
    created_at: '2024-03-01T00:00:00.000Z',
    association_code: null,
    siret: null,
    rna: null,
    ape_code: null,
    ccam_code: null,
    ...overrides,
  };
}

export function contributionFixture(
  index: number,
  overrides: Partial<PublicContribution> = {},
): PublicContribution {
  return {
    id: `d${index}`,
    donor_name: `Donateur ${index}`,
    is_anonymous: false,
    amount: 10 * index,
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
