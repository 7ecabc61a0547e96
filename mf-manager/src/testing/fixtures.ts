import type {
  Association,
  AssociationDocument,
  Campaign,
  Donation,
  TaxReceipt,
} from 'shared-contracts';
import { taxReceiptFixture } from 'shared-ui/testing';

export function anAssociation(overrides: Partial<Association> = {}): Association {
  return {
    id: 'a1',
    slug: 'jardins-solidaires',
    name: 'Jardins Solidaires',
    description: '<p>Des jardins pour tous</p>',
    category: 'environment',
    contact_email: 'contact@jardins.fr',
    email: 'bonjour@jardins.fr',
    phone: '01 23 45 67 89',
    address: '1 rue des Lilas',
    postal_code: '69003',
    website: 'https://jardins.fr',
    city: 'Lyon',
    image_url: null,
    status: 'approved',
    raised_amount: 1250.5,
    total_campaigns: 2,
    created_at: '2026-01-10T10:00:00.000Z',
    association_code: null,
    siret: '73282932000074',
    rna: 'W691234567',
    ape_code: '9499Z',
    ccam_code: null,
    iban: 'FR7630006000011234567890189',
    bic: 'AGRIFRPP',
    rib_iban: 'FR7630006000011234567890189',
    rib_bic: 'AGRIFRPP',
    bank_name: 'Crédit Agricole',
    manager_name: 'Marc Gérant',
    manager_email: 'marc@jardins.fr',
    manager_phone: '06 12 34 56 78',
    documents: [],
    ...overrides,
  };
}

export function aDocument(overrides: Partial<AssociationDocument> = {}): AssociationDocument {
  return {
    id: 'doc1',
    name: 'statuts.pdf',
    filename: 'statuts.pdf',
    url: '/uploads/documents/statuts.pdf',
    size: 250_880,
    content_type: 'application/pdf',
    uploaded_at: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

export function aCampaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: 'c1',
    slug: 'potager-partage',
    title: 'Potager partagé',
    description: 'Un potager au cœur du quartier',
    story: '<p>Notre histoire</p>',
    image_url: null,
    target_amount: 5000,
    raised_amount: 1200,
    end_date: '2026-12-31T22:59:59.000Z',
    status: 'active',
    total_backers: 12,
    association_id: 'a1',
    association_name: 'Jardins Solidaires',
    association_slug: 'jardins-solidaires',
    association_image: null,
    association_category: 'environment',
    created_at: '2026-10-01T10:00:00.000Z',
    rewards: [],
    ...overrides,
  };
}

export function aDonation(overrides: Partial<Donation> = {}): Donation {
  return {
    id: 'd1',
    donor_name: 'Claire Martin',
    donor_email: 'claire@exemple.fr',
    phone: null,
    amount: 50,
    is_anonymous: false,
    message: 'Bravo !',
    reward_selected: 'Carte postale',
    rewards: [],
    created_at: '2026-11-22T10:00:00.000Z',
    campaign_id: 'c1',
    campaign_title: 'Potager partagé',
    campaign_slug: 'potager-partage',
    campaign_image: null,
    association_id: 'a1',
    association_name: 'Jardins Solidaires',
    cause: 'environment',
    payment_status: 'paid',
    ...overrides,
  };
}

export function aTaxReceipt(overrides: Partial<TaxReceipt> = {}): TaxReceipt {
  return taxReceiptFixture(overrides);
}
