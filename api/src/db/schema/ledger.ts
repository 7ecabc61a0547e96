import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { associations } from './associations';
import { campaigns } from './campaigns';
import { donations } from './donations';
import { payouts } from './payouts';
import { cents, createdAt, idColumn, isOneOf, requiredRef } from './columns';

/**
 * `recovery`: withheld from a transfer to recover an association's debt (association_debts).
 * `dispute_fee`: the provider's fee for a lost card dispute, the platform's loss
 * (donation_disputes); the disputed amount itself leaves as a `refund` row.
 * The one list of kinds: it types the column and writes its check.
 */
export const LEDGER_KINDS = [
  'payment',
  'fee',
  'commission',
  'transfer',
  'refund',
  'recovery',
  'dispute_fee',
] as const;

/**
 * Every money movement, in cents, append-only (a trigger refuses UPDATE and DELETE). Amounts
 * are positive; the kind gives the direction. `entry_key` is unique and derived from what
 * caused the movement ('payment:<donation>', 'transfer:<payout>'...), so a retried webhook,
 * poll or settlement run can never write a movement twice.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: idColumn(),
    entryKey: text('entry_key').notNull().unique(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    campaignId: requiredRef('campaign_id', () => campaigns.id, 'restrict'),
    associationId: requiredRef('association_id', () => associations.id, 'restrict'),
    donationId: uuid('donation_id').references(() => donations.id, { onDelete: 'restrict' }),
    payoutId: uuid('payout_id').references(() => payouts.id, { onDelete: 'restrict' }),
    amountCents: cents('amount_cents').notNull(),
    /** The provider's id of the movement (payment intent, refund, transfer). */
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (table) => [
    check('ledger_kind_check', isOneOf(table.kind, LEDGER_KINDS)),
    check('ledger_amount_check', sql`${table.amountCents} > 0`),
    index('ledger_campaign_kind_idx').on(table.campaignId, table.kind),
    index('ledger_association_idx').on(table.associationId),
    // Partial: a payment's row has no payout (every lookup is by a payout), one index entry
    // less per payment.
    index('ledger_payout_idx')
      .on(table.payoutId)
      .where(sql`${table.payoutId} is not null`),
  ],
);
