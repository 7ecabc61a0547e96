import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { donations } from './donations';
import { cents, createdAt, idColumn, instant, updatedAt } from './columns';

/**
 * Where a dispute stands for the platform: `open` while the bank decides (the gift is held out
 * of transfers, its reçu fiscal cancelled), then `won` (the gift counts again) or `lost` (the
 * money went back to the cardholder; the provider's fee is the platform's loss). A closed
 * dispute never reopens: later or replayed events change nothing.
 */
export const DISPUTE_OUTCOMES = ['open', 'won', 'lost'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

/**
 * A card dispute (chargeback) on a donation, as the provider reports it (Stripe
 * `charge.dispute.*`). One row per provider dispute, whatever the number of events about it.
 */
export const donationDisputes = pgTable(
  'donation_disputes',
  {
    id: idColumn(),
    /** The provider's id (Stripe `dp_...`): every event about this dispute lands on this row. */
    providerDisputeId: text('provider_dispute_id').notNull().unique(),
    donationId: uuid('donation_id')
      .notNull()
      .references(() => donations.id, { onDelete: 'restrict' }),
    /** The amount the cardholder disputes, in cents (usually the whole gift). */
    amountCents: cents('amount_cents').notNull(),
    /** The provider's fee for the dispute, in cents, as its balance transactions state it. */
    feeCents: cents('fee_cents').notNull().default(0),
    /** The cardholder's reason as the provider names it (`fraudulent`, `duplicate`...). */
    reason: text('reason').notNull(),
    /** The provider's own status (`needs_response`, `under_review`, `won`, `lost`...). */
    providerStatus: text('provider_status').notNull(),
    outcome: text('outcome').$type<DisputeOutcome>().notNull(),
    /** The creation time of the latest event applied: an older event never overwrites a newer. */
    providerEventAt: instant('provider_event_at').notNull(),
    closedAt: instant('closed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('donation_disputes_outcome_check', sql`${table.outcome} in ('open', 'won', 'lost')`),
    check('donation_disputes_amount_check', sql`${table.amountCents} >= 0`),
    check('donation_disputes_fee_check', sql`${table.feeCents} >= 0`),
    index('donation_disputes_donation_idx').on(table.donationId),
    index('donation_disputes_open_idx')
      .on(table.donationId)
      .where(sql`${table.outcome} = 'open'`),
  ],
);
