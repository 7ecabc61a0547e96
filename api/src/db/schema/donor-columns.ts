import { boolean, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Who gives, as the contribution dialog asked it: the same columns on a gift (`donations`) and
 * on a regular gift's plan (`recurring_plans`), which hands them to each charge's gift.
 * Plain builders, so drizzle-kit sees the same columns as when each table wrote them out.
 */
export const donorColumns = () => ({
  /** The signed-in donor or the account created while donating; null for a guest. */
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  donorName: text('donor_name').notNull(),
  donorEmail: text('donor_email').notNull(),
  phone: text('phone'),
  isAnonymous: boolean('is_anonymous').notNull().default(false),
  /**
   * The donor agreed, in the dialog, that the association may contact them about its work
   * (RGPD art. 6.1.a consent, unticked by default): without it, the association's lists and
   * exports show no email nor phone, except to deliver a reward the gift carries.
   */
  contactConsent: boolean('contact_consent').notNull().default(false),
});

/**
 * A reçu fiscal asked for, and the postal address it then needs (CGI art. 200; the plan's is
 * one cumulative reçu per calendar year, BOI-IR-RICI-250-30).
 */
export const taxReceiptRequestColumns = () => ({
  wantsTaxReceipt: boolean('wants_tax_receipt').notNull().default(false),
  donorAddress: text('donor_address'),
  donorPostalCode: text('donor_postal_code'),
  donorCity: text('donor_city'),
});
