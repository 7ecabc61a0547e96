import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { CheckoutRefusalKind } from 'shared-contracts';
import { instant } from './columns';

/**
 * Checkout challenges already spent (services/checkout-defence): a solved challenge opens one
 * checkout, not a thousand. Kept until the challenge expires, then deleted (an expired
 * challenge is refused anyway).
 */
export const usedCheckoutChallenges = pgTable(
  'used_checkout_challenges',
  {
    challenge: text('challenge').primaryKey(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [index('used_checkout_challenges_expires_at_idx').on(table.expiresAt)],
);

export type { CheckoutRefusalKind };

/** Checkouts and card attempts refused by the defence, counted per Paris day and kind. */
export const checkoutRefusals = pgTable(
  'checkout_refusals',
  {
    day: date('day').notNull(),
    kind: text('kind').$type<CheckoutRefusalKind>().notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.kind] }),
    check(
      'checkout_refusals_kind_check',
      sql`${table.kind} in ('challenge', 'honeypot', 'address', 'email', 'card')`,
    ),
  ],
);
