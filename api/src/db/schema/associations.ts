import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AssociationStatus, Category } from 'shared-contracts';

export const associations = pgTable(
  'associations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Set once from the name and never changed, so public links stay valid. */
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description'),
    category: text('category').$type<Category>().notNull().default('social'),
    contactEmail: text('contact_email').notNull(),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    website: text('website'),
    city: text('city'),
    imageUrl: text('image_url'),
    status: text('status').$type<AssociationStatus>().notNull().default('pending'),
    associationCode: text('association_code'),
    siret: text('siret'),
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
    /**
     * Paid total of all its campaigns in cents, moved in the same transaction as the
     * campaign's raised amount when a donation becomes paid (payments service).
     */
    raisedAmountCents: bigint('raised_amount_cents', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('associations_status_check', sql`${table.status} in ('pending', 'approved', 'rejected')`),
    check(
      'associations_category_check',
      sql`${table.category} in ('social', 'health', 'education', 'environment')`,
    ),
    index('associations_status_idx').on(table.status),
  ],
);
