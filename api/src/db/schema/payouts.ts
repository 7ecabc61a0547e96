import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { associations } from './associations';
import { campaigns } from './campaigns';

export const PAYOUT_KINDS = ['transfer', 'refund'] as const;
export type PayoutKind = (typeof PAYOUT_KINDS)[number];
export const PAYOUT_STATUSES = ['pending', 'completed', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/**
 * One settlement of a campaign: a transfer to the association (goal reached, or one month of a
 * continuous campaign) or the refund of every paid donation (goal missed). The unique
 * (campaign, kind, period) key is what makes a second settlement run a no-op.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<PayoutKind>().notNull(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'restrict' }),
    associationId: uuid('association_id')
      .notNull()
      .references(() => associations.id, { onDelete: 'restrict' }),
    /** 'final' for a goal campaign, 'YYYY-MM' (Europe/Paris month) for a continuous one. */
    periodKey: text('period_key').notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    donationCount: integer('donation_count').notNull(),
    grossCents: bigint('gross_cents', { mode: 'number' }).notNull(),
    commissionCents: bigint('commission_cents', { mode: 'number' }).notNull(),
    processingFeeCents: bigint('processing_fee_cents', { mode: 'number' }).notNull(),
    /** Transfer: what the association receives. Refund: what goes back to donors. */
    netCents: bigint('net_cents', { mode: 'number' }).notNull(),
    status: text('status').$type<PayoutStatus>().notNull().default('pending'),
    providerReference: text('provider_reference'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    unique('payouts_campaign_kind_period_key').on(table.campaignId, table.kind, table.periodKey),
    check('payouts_kind_check', sql`${table.kind} in ('transfer', 'refund')`),
    check('payouts_status_check', sql`${table.status} in ('pending', 'completed', 'failed')`),
    check(
      'payouts_figures_check',
      sql`${table.netCents} = ${table.grossCents} - ${table.commissionCents} - ${table.processingFeeCents}`,
    ),
    index('payouts_association_idx').on(table.associationId),
  ],
);

/**
 * Where an association's transfers go at the payment provider: its Stripe Connect account.
 * The sandbox needs none. Set by the super admin (PUT /admin/associations/{id}/payout-account).
 */
export const associationPayoutAccounts = pgTable('association_payout_accounts', {
  associationId: uuid('association_id')
    .primaryKey()
    .references(() => associations.id, { onDelete: 'cascade' }),
  stripeAccountId: text('stripe_account_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
