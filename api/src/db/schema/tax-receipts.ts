import { getTableColumns, sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TaxSettingKey } from 'shared-contracts';
import { associations } from './associations';
import { donations } from './donations';
import { cents, createdAt, idColumn, instant, requiredRef } from './columns';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** The keys and their meaning: shared-contracts' TAX_SETTING_KEYS (one list, with the API's). */
export type { TaxSettingKey };

/**
 * The amounts the law changes from time to time, each with the day it applies from: the value in
 * force on a day is the row with the latest valid_from not after it. A new finance law adds a row;
 * receipts already issued keep the values of their own day.
 */
export const taxSettings = pgTable(
  'tax_settings',
  {
    key: text('key').$type<TaxSettingKey>().notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    /** The text that sets the value (law, article, BOFiP page), shown in the admin console. */
    source: text('source').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.validFrom] }),
    check(
      'tax_settings_key_check',
      sql`${table.key} in ('ceiling_75_cents', 'income_cap_percent', 'reward_cap_cents')`,
    ),
    check('tax_settings_value_check', sql`${table.value} >= 0`),
  ],
);

/**
 * The last number given per association and calendar year. The row lock taken by the
 * increment, inside the payment's transaction, is what makes the sequence gap-free: a payment
 * that rolls back gives its number back with it.
 */
export const taxReceiptCounters = pgTable(
  'tax_receipt_counters',
  {
    associationId: requiredRef('association_id', () => associations.id, 'restrict'),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.associationId, table.year] })],
);

export const TAX_RECEIPT_STATUSES = ['issued', 'cancelled'] as const;
export type TaxReceiptStatus = (typeof TAX_RECEIPT_STATUSES)[number];

/**
 * Why a receipt was cancelled: the gift was refunded, or its payment was disputed by the
 * cardholder (a card dispute: 'contestation du paiement').
 */
export const TAX_RECEIPT_CANCELLATION_REASONS = ['refund', 'dispute'] as const;
export type TaxReceiptCancellationReason = (typeof TAX_RECEIPT_CANCELLATION_REASONS)[number];

/**
 * A reçu fiscal. Everything it states is copied here when it is issued, so later edits of the
 * association or the donor's profile never change a receipt; only status and cancelled_at move
 * (a refund cancels it; it is never deleted or renumbered: the foreign keys restrict).
 */
export const taxReceipts = pgTable(
  'tax_receipts',
  {
    id: idColumn(),
    donationId: uuid('donation_id')
      .notNull()
      .unique()
      .references(() => donations.id, { onDelete: 'restrict' }),
    associationId: requiredRef('association_id', () => associations.id, 'restrict'),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    /** `<year>-<sequence on 6 digits>`, unique within the association. */
    number: text('number').notNull(),
    status: text('status').$type<TaxReceiptStatus>().notNull().default('issued'),
    amountCents: cents('amount_cents').notNull(),
    ratePercent: integer('rate_percent').notNull(),
    giftDate: date('gift_date', { mode: 'string' }).notNull(),
    donorName: text('donor_name').notNull(),
    donorAddress: text('donor_address').notNull(),
    donorPostalCode: text('donor_postal_code').notNull(),
    donorCity: text('donor_city').notNull(),
    associationName: text('association_name').notNull(),
    /**
     * Number and street (the postal code, the commune and the SIREN or RNA in their own
     * columns); receipts issued before those columns existed hold the whole address here, the
     * four below null.
     */
    associationAddress: text('association_address').notNull(),
    associationPostalCode: text('association_postal_code'),
    associationCity: text('association_city'),
    associationSiren: text('association_siren'),
    associationRna: text('association_rna'),
    associationPurpose: text('association_purpose').notNull(),
    associationLegalStatus: text('association_legal_status').notNull(),
    signatoryName: text('signatory_name').notNull(),
    signatoryTitle: text('signatory_title').notNull(),
    /** The PDF, generated once after the payment committed; null until then. */
    pdf: bytea('pdf'),
    emailedAt: instant('emailed_at'),
    issuedAt: instant('issued_at').notNull().defaultNow(),
    cancelledAt: instant('cancelled_at'),
    /** Set with cancelled_at: a refund (the receipts cancelled before this column) or a dispute. */
    cancellationReason: text('cancellation_reason').$type<TaxReceiptCancellationReason>(),
    cancellationEmailedAt: instant('cancellation_emailed_at'),
    /**
     * A reçu récapitulatif (a plan's regular gifts of one calendar year, issue 29): how many
     * charges it counts and the days of the first and last of them (gift_date is the last).
     * Null, all three, for the receipt of one gift. The administration accepts one receipt
     * recapitulating a year's regular payments (BOI-IR-RICI-250-40; CGI art. 200, 5).
     */
    recapCharges: integer('recap_charges'),
    recapFirstDate: date('recap_first_date', { mode: 'string' }),
    recapLastDate: date('recap_last_date', { mode: 'string' }),
  },
  (table) => [
    unique('tax_receipts_association_number_unique').on(
      table.associationId,
      table.year,
      table.sequence,
    ),
    check('tax_receipts_status_check', sql`${table.status} in ('issued', 'cancelled')`),
    check(
      'tax_receipts_cancellation_reason_check',
      sql`${table.cancellationReason} is null or ${table.cancellationReason} in ('refund', 'dispute')`,
    ),
    check('tax_receipts_rate_check', sql`${table.ratePercent} in (66, 75)`),
    check(
      'tax_receipts_cancelled_check',
      sql`(${table.status} = 'cancelled') = (${table.cancelledAt} is not null)`,
    ),
    index('tax_receipts_association_year_idx').on(table.associationId, table.year),
    check(
      'tax_receipts_recap_check',
      sql`(${table.recapCharges} is null and ${table.recapFirstDate} is null and ${table.recapLastDate} is null) or (${table.recapCharges} > 0 and ${table.recapFirstDate} <= ${table.recapLastDate})`,
    ),
  ],
);

const { pdf: pdfColumn, ...columnsWithoutPdf } = getTableColumns(taxReceipts);
void pdfColumn;
/** Every column but the PDF bytes: lists and look-ups do not load the files. */
export const taxReceiptColumnsWithoutPdf = columnsWithoutPdf;
