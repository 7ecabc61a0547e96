import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { associations } from './associations';
import { campaigns } from './campaigns';
import { cents, createdAt, idColumn, instant, requiredRef, updatedAt } from './columns';

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
    id: idColumn(),
    kind: text('kind').$type<PayoutKind>().notNull(),
    campaignId: requiredRef('campaign_id', () => campaigns.id, 'restrict'),
    associationId: requiredRef('association_id', () => associations.id, 'restrict'),
    /** 'final' for a goal campaign, 'YYYY-MM' (Europe/Paris month) for a continuous one. */
    periodKey: text('period_key').notNull(),
    periodEnd: instant('period_end').notNull(),
    donationCount: integer('donation_count').notNull(),
    grossCents: cents('gross_cents').notNull(),
    commissionCents: cents('commission_cents').notNull(),
    processingFeeCents: cents('processing_fee_cents').notNull(),
    /** Transfer: what the association earns from these donations. Refund: what goes back to donors. */
    netCents: cents('net_cents').notNull(),
    /**
     * Transfer: withheld from this transfer to recover what the association owes for donations
     * refunded after an earlier transfer (association_debts); the provider moves net - this.
     */
    recoveredCents: cents('recovered_cents').notNull().default(0),
    status: text('status').$type<PayoutStatus>().notNull().default('pending'),
    /**
     * Transfer: provider calls made so far; the idempotency key of call n is `payout-<id>` for
     * the first, `payout-<id>-<n>` after a refused one (its amount may differ).
     */
    attempts: integer('attempts').notNull().default(0),
    /**
     * Transfer: the amount of the last provider call whose outcome is not known (under way, or
     * cut by a crash or a network error): the next run replays that exact call, with its key,
     * rather than recompute. Null when no call is in doubt.
     */
    attemptCents: cents('attempt_cents'),
    providerReference: text('provider_reference'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    completedAt: instant('completed_at'),
  },
  (table) => [
    unique('payouts_campaign_kind_period_key').on(table.campaignId, table.kind, table.periodKey),
    check('payouts_kind_check', sql`${table.kind} in ('transfer', 'refund')`),
    check('payouts_status_check', sql`${table.status} in ('pending', 'completed', 'failed')`),
    check(
      'payouts_figures_check',
      sql`${table.netCents} = ${table.grossCents} - ${table.commissionCents} - ${table.processingFeeCents}`,
    ),
    check(
      'payouts_recovered_check',
      sql`${table.recoveredCents} >= 0 and ${table.recoveredCents} <= ${table.netCents}`,
    ),
    index('payouts_association_idx').on(table.associationId),
  ],
);

/**
 * What an association owes the platform: a donation refunded (Stripe `charge.refunded`) after
 * its money was transferred. The association gives back what it received for that donation
 * (its amount less commission and processing fees, as a reversed transfer would); it is
 * withheld from its next transfer (payouts.recovered_cents) and shown to the super admin.
 */
export const associationDebts = pgTable(
  'association_debts',
  {
    id: idColumn(),
    associationId: requiredRef('association_id', () => associations.id, 'restrict'),
    campaignId: requiredRef('campaign_id', () => campaigns.id, 'restrict'),
    /** One debt per refunded donation, however many times the refund is reported. */
    donationId: uuid('donation_id').notNull().unique(),
    /** The transfer that had paid this donation's share to the association. */
    payoutId: requiredRef('payout_id', () => payouts.id, 'restrict'),
    amountCents: cents('amount_cents').notNull(),
    /** The transfer it was withheld from; null while it is still owed. */
    recoveredByPayoutId: uuid('recovered_by_payout_id').references(() => payouts.id, {
      onDelete: 'restrict',
    }),
    createdAt: createdAt(),
  },
  (table) => [
    check('association_debts_amount_check', sql`${table.amountCents} > 0`),
    index('association_debts_open_idx')
      .on(table.associationId)
      .where(sql`${table.recoveredByPayoutId} is null`),
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
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
