import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { AssociationStatus, Category } from 'shared-contracts';
import { createdAt, idColumn, instant, updatedAt } from './columns';

export const associations = pgTable(
  'associations',
  {
    id: idColumn(),
    /** Set once from the name and never changed, so public links stay valid. */
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description'),
    category: text('category').$type<Category>().notNull().default('social'),
    contactEmail: text('contact_email').notNull(),
    email: text('email'),
    phone: text('phone'),
    /** Number and street only: the postal code and the commune are apart (Cerfa 11580*05). */
    address: text('address'),
    postalCode: text('postal_code'),
    website: text('website'),
    city: text('city'),
    imageUrl: text('image_url'),
    status: text('status').$type<AssociationStatus>().notNull().default('pending'),
    associationCode: text('association_code'),
    siret: text('siret'),
    /** SIREN (9 digits) or RNA ('W' + 9 digits): one of them is printed on each reçu fiscal. */
    siren: text('siren'),
    ccamCode: text('ccam_code'),
    apeCode: text('ape_code'),
    rna: text('rna'),
    /** One stored pair for the spec's two spellings (rib_iban/iban, rib_bic/bic). */
    iban: text('iban'),
    bic: text('bic'),
    bankName: text('bank_name'),
    managerName: text('manager_name'),
    managerEmail: text('manager_email'),
    managerPhone: text('manager_phone'),
    // Its raised amount is the sum of its campaigns' (associationRaisedCents, campaign-totals.ts).
    /**
     * Reçus fiscaux: 'declared' by the association (with its rescrit or statutes), then
     * 'verified' by the super admin, who sets the rate, or 'withdrawn'. Only 'verified' issues.
     */
    taxEligibility: text('tax_eligibility')
      .$type<'none' | 'declared' | 'verified' | 'withdrawn'>()
      .notNull()
      .default('none'),
    taxRatePercent: integer('tax_rate_percent'),
    /** The proof (rescrit or statutes): always a document this association uploaded. */
    taxDocumentUrl: text('tax_document_url'),
    /** Printed on each receipt: the association's object and legal status. */
    taxPurpose: text('tax_purpose'),
    taxLegalStatus: text('tax_legal_status'),
    /** The representative whose name and title are printed as the receipt's signature. */
    signatoryName: text('signatory_name'),
    signatoryTitle: text('signatory_title'),
    taxDeclaredAt: instant('tax_declared_at'),
    taxReviewedAt: instant('tax_reviewed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('associations_status_check', sql`${table.status} in ('pending', 'approved', 'rejected')`),
    check(
      'associations_category_check',
      sql`${table.category} in ('social', 'health', 'education', 'environment')`,
    ),
    index('associations_status_idx').on(table.status),
    check(
      'associations_tax_eligibility_check',
      sql`${table.taxEligibility} in ('none', 'declared', 'verified', 'withdrawn')`,
    ),
    check(
      'associations_tax_rate_check',
      sql`${table.taxRatePercent} is null or ${table.taxRatePercent} in (66, 75)`,
    ),
    check(
      'associations_tax_verified_rate_check',
      sql`${table.taxEligibility} <> 'verified' or ${table.taxRatePercent} is not null`,
    ),
  ],
);
