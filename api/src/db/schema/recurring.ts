import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  PlanFrequency,
  PlanPauseReason,
  PlanStatus,
  PlanStopReason,
} from 'shared-contracts/src/recurring/recurring.rules';
import { campaigns } from './campaigns';
import { donations } from './donations';
import { cents, createdAt, idColumn, instant, requiredRef, updatedAt } from './columns';
import { donorColumns, taxReceiptRequestColumns } from './donor-columns';

/**
 * A regular gift (don régulier, issue 29): a donor's promise to give `amount_cents` to a
 * continuous campaign every month or year, charged on the saved card. Its first charge is an
 * ordinary checkout (`first_donation_id`); each later one is a `plan_charges` row that becomes
 * an ordinary paid donation. The rules: shared-contracts/src/recurring/recurring.rules.ts.
 */
export const recurringPlans = pgTable(
  'recurring_plans',
  {
    id: idColumn(),
    campaignId: requiredRef('campaign_id', () => campaigns.id, 'restrict'),
    ...donorColumns(),
    /** One cumulative reçu fiscal per calendar year (CGI art. 200; BOI-IR-RICI-250-30). */
    ...taxReceiptRequestColumns(),
    frequency: text('frequency').$type<PlanFrequency>().notNull(),
    amountCents: cents('amount_cents').notNull(),
    status: text('status').$type<PlanStatus>().notNull().default('pending'),
    pauseReason: text('pause_reason').$type<PlanPauseReason>(),
    stopReason: text('stop_reason').$type<PlanStopReason>(),
    /** The day of the first charge (Paris): later ones fall on the same day of month/year. */
    anchorDay: date('anchor_day', { mode: 'string' }),
    /** The next charge's day; null unless active. */
    nextChargeOn: date('next_charge_on', { mode: 'string' }),
    /** The checkout of the first charge. */
    firstDonationId: uuid('first_donation_id')
      .notNull()
      .unique()
      .references(() => donations.id, { onDelete: 'restrict' }),
    firstSessionId: text('first_session_id').notNull().unique(),
    paymentProvider: text('payment_provider').$type<'sandbox' | 'stripe'>().notNull(),
    /** The provider's customer (Stripe cus_...) and saved payment method (pm_...). */
    customerRef: text('customer_ref'),
    paymentMethodRef: text('payment_method_ref'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardExpMonth: smallint('card_exp_month'),
    cardExpYear: smallint('card_exp_year'),
    /** The card expiry ('YYYY-MM') the donor was last reminded of (once per card). */
    cardRemindedFor: text('card_reminded_for'),
    /** The site the donor gave from: emailed links lead back to it. */
    originUrl: text('origin_url'),
    startedAt: instant('started_at'),
    pausedAt: instant('paused_at'),
    stoppedAt: instant('stopped_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('recurring_plans_amount_check', sql`${table.amountCents} > 0`),
    check('recurring_plans_frequency_check', sql`${table.frequency} in ('monthly', 'yearly')`),
    check(
      'recurring_plans_status_check',
      sql`${table.status} in ('pending', 'active', 'paused', 'stopped')`,
    ),
    index('recurring_plans_due_idx')
      .on(table.nextChargeOn)
      .where(sql`${table.status} = 'active'`),
    index('recurring_plans_campaign_idx').on(table.campaignId),
    index('recurring_plans_user_idx')
      .on(table.userId)
      .where(sql`${table.userId} is not null`),
    index('recurring_plans_email_idx').on(table.donorEmail),
  ],
);

export const PLAN_CHARGE_STATUSES = [
  'scheduled',
  'charging',
  'paid',
  'declined',
  'failed',
  'skipped',
] as const;
export type PlanChargeStatus = (typeof PLAN_CHARGE_STATUSES)[number];

/**
 * One period's charge of a plan. `unique (plan_id, period)` is the database's half of "at most
 * once per period": the provider's half is the idempotency key `plan-<plan>-<period>-<try>`,
 * written here (`tries`, status `charging`) before the provider is called, so a crashed run
 * replays the same key and gets the same answer. A try number is used again only for the same
 * call; a new try comes only after a recorded decline. Status: scheduled → charging → paid, or
 * declined (next_try_at) → charging → ... → failed (after the last try: the plan pauses);
 * skipped: the plan was paused or stopped before it was charged, or the period's day was older
 * than LATE_CHARGE_GRACE_DAYS when a run came (runs missed): never charged, then or later.
 */
export const planCharges = pgTable(
  'plan_charges',
  {
    id: idColumn(),
    planId: requiredRef('plan_id', () => recurringPlans.id, 'restrict'),
    period: text('period').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    status: text('status').$type<PlanChargeStatus>().notNull().default('scheduled'),
    tries: integer('tries').notNull().default(0),
    nextTryOn: date('next_try_on', { mode: 'string' }),
    declineCode: text('decline_code'),
    paymentReference: text('payment_reference'),
    donationId: uuid('donation_id')
      .unique()
      .references(() => donations.id, { onDelete: 'restrict' }),
    /** The day (Paris, the run's clock) it was paid: the calendar year of its reçu fiscal. */
    paidOn: date('paid_on', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('plan_charges_plan_period_unique').on(table.planId, table.period),
    check('plan_charges_amount_check', sql`${table.amountCents} > 0`),
    check(
      'plan_charges_status_check',
      sql`${table.status} in ('scheduled', 'charging', 'paid', 'declined', 'failed', 'skipped')`,
    ),
    index('plan_charges_open_idx')
      .on(table.nextTryOn)
      .where(sql`${table.status} in ('scheduled', 'charging', 'declined')`),
  ],
);

/**
 * A control link sent by email: single use (used_at), expiring. The token carries this row's
 * id, signed (HMAC): the row is what makes it single use and lets a link be refused.
 */
export const planLinks = pgTable('plan_links', {
  id: idColumn(),
  planId: requiredRef('plan_id', () => recurringPlans.id, 'cascade'),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
  createdAt: createdAt(),
});

/**
 * The cumulative reçu fiscal of one plan for one calendar year (issued in January): the
 * tax_receipts row stands on the year's last paid charge and states the year's total.
 */
export const planYearReceipts = pgTable(
  'plan_year_receipts',
  {
    planId: requiredRef('plan_id', () => recurringPlans.id, 'restrict'),
    year: integer('year').notNull(),
    taxReceiptId: uuid('tax_receipt_id'),
    amountCents: cents('amount_cents').notNull(),
    charges: integer('charges').notNull(),
    createdAt: createdAt(),
  },
  (table) => [unique('plan_year_receipts_unique').on(table.planId, table.year)],
);
