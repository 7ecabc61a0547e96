import { sql } from 'drizzle-orm';
import { check, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
