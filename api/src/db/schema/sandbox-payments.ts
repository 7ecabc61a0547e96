import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { cents, createdAt, instant } from './columns';

/**
 * The sandbox payment provider's own records. They stand for what a real provider keeps on
 * its side, so the sandbox is deliberately not linked to our tables by foreign keys.
 */
export const sandboxSessions = pgTable(
  'sandbox_sessions',
  {
    id: text('id').primaryKey(),
    /** Our donation id, as Stripe's client_reference_id. */
    clientReference: uuid('client_reference').notNull(),
    amountCents: cents('amount_cents').notNull(),
    description: text('description').notNull(),
    successUrlBase: text('success_url_base').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    status: text('status').$type<'open' | 'complete' | 'expired'>().notNull().default('open'),
    /** Dons réguliers: the card typed is kept (sandbox_cards) for later charges. */
    saveCard: boolean('save_card').notNull().default(false),
    /** A session that only saves a card (amount 0, nothing charged): a plan's card change. */
    setupOnly: boolean('setup_only').notNull().default(false),
    /** The card saved by this session (sandbox_cards.id). */
    savedCardId: text('saved_card_id'),
    paymentReference: text('payment_reference'),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
    completedAt: instant('completed_at'),
  },
  (table) => [
    check('sandbox_sessions_status_check', sql`${table.status} in ('open', 'complete', 'expired')`),
  ],
);

/** Refunds and transfers the sandbox made, keyed by the caller's idempotency key. */
export const sandboxOperations = pgTable('sandbox_operations', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  kind: text('kind').$type<'refund' | 'transfer'>().notNull(),
  reference: text('reference').notNull(),
  amountCents: cents('amount_cents').notNull(),
  createdAt: createdAt(),
});

export type SandboxCardBehaviour = 'pay' | 'decline' | 'decline_once' | 'expires';

/**
 * Cards the sandbox saved for later, off-session charges (dons réguliers). Their test number
 * decides how later charges go (services/payments/sandbox-cards.ts).
 */
export const sandboxCards = pgTable('sandbox_cards', {
  id: text('id').primaryKey(),
  customerRef: text('customer_ref').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: smallint('exp_month').notNull(),
  expYear: smallint('exp_year').notNull(),
  behaviour: text('behaviour').$type<SandboxCardBehaviour>().notNull(),
  /** For 'decline_once': declines left before the card pays. */
  declinesLeft: integer('declines_left').notNull().default(0),
  createdAt: createdAt(),
});

/** Off-session charges, keyed by the caller's idempotency key: a key is answered once. */
export const sandboxCharges = pgTable('sandbox_charges', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  cardId: text('card_id').notNull(),
  amountCents: cents('amount_cents').notNull(),
  status: text('status').$type<'paid' | 'declined'>().notNull(),
  declineCode: text('decline_code'),
  reference: text('reference').notNull(),
  createdAt: createdAt(),
});
