import type { RecurringPlan } from '../recurring/recurring.schema';
// Answers as the API sends them, for the typed-call tests of each resource.

export const ID = '3f1c2b9e-8a4d-4c1e-9b2f-0a1b2c3d4e5f';

export const user = {
  id: ID,
  full_name: 'Jean Dupont',
  email: 'jean@exemple.fr',
  phone: null,
  role: 'donor',
  association_ids: [],
  is_active: true,
  created_at: '2026-01-01T00:00:00.000Z',
};

export const publicAssociation = {
  id: ID,
  slug: 'les-restos',
  name: 'Les Restos',
  description: null,
  category: 'social',
  contact_email: 'contact@restos.fr',
  email: null,
  phone: null,
  address: null,
  website: null,
  city: 'Paris',
  image_url: null,
  status: 'approved',
  raised_amount: 1500,
  total_campaigns: 2,
  created_at: '2024-01-01T00:00:00.000Z',
  association_code: null,
  siret: null,
  rna: null,
  ape_code: null,
  ccam_code: null,
};

export const association = {
  ...publicAssociation,
  iban: null,
  bic: null,
  rib_iban: null,
  rib_bic: null,
  bank_name: null,
  manager_name: null,
  manager_email: null,
  manager_phone: null,
  documents: [],
};

export const document = {
  id: ID,
  name: 'Statuts',
  filename: 'statuts.pdf',
  url: '/uploads/documents/statuts.pdf',
  size: 1000,
  content_type: 'application/pdf',
  uploaded_at: '2026-01-01T00:00:00.000Z',
};

export const campaign = {
  id: ID,
  slug: 'puits',
  title: 'Un puits',
  description: 'De l’eau',
  story: '<p>Histoire</p>',
  image_url: null,
  target_amount: 1000,
  raised_amount: 250,
  end_date: null,
  status: 'active',
  total_backers: 3,
  association_id: ID,
  association_name: 'Les Restos',
  association_slug: 'les-restos',
  association_image: null,
  association_category: 'social',
  created_at: '2026-01-01T00:00:00.000Z',
  rewards: [{ id: ID, amount: 10, title: 'Merci', description: null, includes_previous: true }],
};

export const donation = {
  id: ID,
  donor_name: 'Jean',
  donor_email: 'jean@exemple.fr',
  phone: null,
  amount: 20,
  is_anonymous: false,
  message: null,
  reward_selected: null,
  rewards: [],
  created_at: '2026-01-01T00:00:00.000Z',
  campaign_id: ID,
  campaign_title: 'Un puits',
  campaign_slug: 'puits',
  campaign_image: null,
  association_id: ID,
  association_name: 'Les Restos',
  cause: 'social',
  payment_status: 'paid',
};

export const contribution = {
  id: ID,
  donor_name: 'Donateur anonyme',
  is_anonymous: true,
  amount: 5,
  created_at: '2026-01-01T00:00:00.000Z',
};
export const publicStats = {
  total_campaigns: 1,
  total_raised: 250,
  total_associations: 1,
  total_donors: 3,
  total_completed_campaigns: 0,
};
export const adminStats = {
  total_donated: 250,
  total_donations: 3,
  total_associations: 1,
  pending_associations: 0,
  total_campaigns: 1,
  active_campaigns: 1,
  total_users: 2,
  unique_donors: 2,
  open_disputes: 1,
  open_disputes_amount: 40,
  refused_checkouts: [{ kind: 'challenge', today: 2, last_7_days: 5 }],
  donations_by_month: [{ month: '2026-11', amount: 250, count: 3 }],
  donations: [donation],
};
export const payoutList = {
  payouts: [],
  campaigns: [],
  debts: [],
  totals: { gross: 0, commission: 0, processing_fees: 0, net: 0, refunded: 0, owed: 0 },
};
export const upload = (folder: string) => ({
  success: true,
  data: {
    url: `/uploads/${folder}/f`,
    filename: 'f',
    size: 3,
    content_type: 'application/octet-stream',
  },
});

/** A small file to upload. */
export const blob = () => new Blob(['abc'], { type: 'application/octet-stream' });

/** A regular gift's plan as the API sends it (donor, link page and manager reads). */
export function recurringPlan(overrides: Partial<RecurringPlan> = {}): RecurringPlan {
  return {
    id: 'p1',
    frequency: 'monthly',
    status: 'active',
    pause_reason: null,
    stop_reason: null,
    amount: 20,
    campaign_id: 'c1',
    campaign_title: 'Maraudes du soir',
    campaign_slug: 'maraudes',
    association_id: 'a1',
    association_name: 'Les Amis de la Rue',
    donor_name: 'Camille Martin',
    donor_email: 'camille@example.fr',
    card: { brand: 'Visa', last4: '4242', exp_month: 3, exp_year: 2028 },
    card_expires_before_next_charge: false,
    next_charge_on: '2026-12-27',
    started_on: '2026-11-27',
    stopped_at: null,
    wants_tax_receipt: true,
    total_given: 20,
    paid_charges: 1,
    failed_tries: 0,
    last_decline_reason: null,
    charges: [],
    ...overrides,
  };
}
