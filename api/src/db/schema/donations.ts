import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { campaigns, rewards } from './campaigns';
import { payouts } from './payouts';
import { users } from './users';
import { cents, createdAt, idColumn, instant, requiredRef, updatedAt } from './columns';
import { donorColumns, taxReceiptRequestColumns } from './donor-columns';

export const PAYMENT_STATUSES = ['pending', 'paid', 'expired', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * One donation attempt. Defined here by the API core because stats and dashboards read it;
 * the payments service (routes/donations, services/payments) owns its life cycle and may add
 * columns.
 */
export const donations = pgTable(
  'donations',
  {
    id: idColumn(),
    /** Restrict: a campaign that received money cannot vanish with its history. */
    campaignId: requiredRef('campaign_id', () => campaigns.id, 'restrict'),
    ...donorColumns(),
    amountCents: cents('amount_cents').notNull(),
    /**
     * When the donor's contact data (email, phone, and the address no reçu fiscal needs) was
     * erased: the donor deleted their account, or the guest retention period ran out.
     */
    contactErasedAt: instant('contact_erased_at'),
    message: text('message'),
    /** Snapshot of the reward at donation time: later edits of the campaign do not rewrite it. */
    rewardId: uuid('reward_id').references(() => rewards.id, { onDelete: 'set null' }),
    rewardTitle: text('reward_title'),
    rewardDescription: text('reward_description'),
    /** Value of the reward at donation time, in cents (0 without reward). */
    rewardValueCents: cents('reward_value_cents').notNull().default(0),
    /**
     * This gift counts one unit of its reward's stock (held while the checkout is open, sold
     * once paid); cleared when the unit goes back (services/rewards/reward-stock.ts).
     */
    rewardHeld: boolean('reward_held').notNull().default(false),
    /** The reward is posted (snapshot): the shipping address below is then required. */
    rewardNeedsShipping: boolean('reward_needs_shipping').notNull().default(false),
    /**
     * Where the reward is posted: personal data seen only by the donor and the association's
     * manager, exported and erased with the donor's data (RGPD art. 15, 17).
     */
    shippingAddress: text('shipping_address'),
    shippingAddressExtra: text('shipping_address_extra'),
    shippingPostalCode: text('shipping_postal_code'),
    shippingCity: text('shipping_city'),
    /** ISO 3166-1 alpha-2 code ('FR'). */
    shippingCountry: text('shipping_country'),
    /** When the manager marked the reward sent, and their optional note (tracking number). */
    rewardSentAt: instant('reward_sent_at'),
    rewardTrackingNote: text('reward_tracking_note'),
    /** The donor asked for a reçu fiscal; the postal address it needs is then required. */
    ...taxReceiptRequestColumns(),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('pending'),
    /**
     * The provider the donor paid through: settlement refunds and transfers this money through
     * it, never through another.
     */
    paymentProvider: text('payment_provider').$type<'sandbox' | 'stripe'>().notNull(),
    providerSessionId: text('provider_session_id').unique(),
    /** When the provider's checkout session stops accepting a payment. */
    checkoutExpiresAt: instant('checkout_expires_at'),
    /**
     * When a status poll last asked the provider about this pending checkout: claimed by a
     * conditional update, so one question per session per PAYMENT_STATUS_CHECK_INTERVAL_MS
     * whatever the number of polls and instances.
     */
    providerCheckedAt: instant('provider_checked_at'),
    /** The provider's id of the captured payment (Stripe payment intent); refunds use it. */
    paymentReference: text('payment_reference'),
    originUrl: text('origin_url'),
    /**
     * The password hash of the account asked for while donating (create_account), kept until
     * the payment succeeds: the account is created then, once, and this is cleared.
     */
    pendingAccountPasswordHash: text('pending_account_password_hash'),
    /**
     * The regular gift's plan this gift belongs to (its first checkout, or one of its charges),
     * null for a one-off gift: its payment statement reads here, with no lookup, whether a plan
     * starts and whether the receipt links to one. No foreign key: the plan row references its
     * first checkout's donation, written before it, and only the payment reads this.
     */
    recurringPlanId: uuid('recurring_plan_id'),
    paidAt: instant('paid_at'),
    refundedAt: instant('refunded_at'),
    /**
     * A refund asked by support (super admin) or the association's manager: why, by whom, and
     * when it was claimed. Set under the row's lock before the provider is called, so two
     * requests at once refund once; whichever path records the refund (this request, or
     * Stripe's charge.refunded first) then knows to tell the donor.
     */
    refundReason: text('refund_reason'),
    refundRequestedBy: uuid('refund_requested_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    refundRequestedAt: instant('refund_requested_at'),
    /** The settlement (transfer or refund) that included this paid donation; one at most. */
    payoutId: uuid('payout_id').references(() => payouts.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('donations_amount_check', sql`${table.amountCents} > 0`),
    check(
      'donations_payment_status_check',
      sql`${table.paymentStatus} in ('pending', 'paid', 'expired', 'failed', 'refunded')`,
    ),
    check(
      'donations_payment_provider_check',
      sql`${table.paymentProvider} in ('sandbox', 'stripe')`,
    ),
    check(
      'donations_tax_receipt_address_check',
      sql`not ${table.wantsTaxReceipt} or (${table.donorAddress} is not null and ${table.donorPostalCode} is not null and ${table.donorCity} is not null)`,
    ),
    index('donations_reward_delivery_idx')
      .on(table.campaignId)
      .where(sql`${table.rewardNeedsShipping}`),
    index('donations_campaign_status_idx').on(table.campaignId, table.paymentStatus),
    // Partial where the column is often null (a guest's gift, a checkout not paid yet, money
    // not settled yet): every lookup is by a value, and each checkout and payment then writes
    // fewer index entries.
    index('donations_user_idx')
      .on(table.userId)
      .where(sql`${table.userId} is not null`),
    index('donations_created_idx').on(table.createdAt),
    index('donations_payment_reference_idx')
      .on(table.paymentReference)
      .where(sql`${table.paymentReference} is not null`),
    index('donations_payout_idx')
      .on(table.payoutId)
      .where(sql`${table.payoutId} is not null`),
    index('donations_pending_expiry_idx')
      .on(table.checkoutExpiresAt)
      .where(sql`${table.paymentStatus} = 'pending'`),
  ],
);
