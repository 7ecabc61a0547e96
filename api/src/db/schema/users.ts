import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Role } from 'shared-contracts';
import { associations } from './associations';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    /** Stored lower-cased: emails compare case-insensitively everywhere. */
    email: text('email').notNull().unique(),
    phone: text('phone'),
    role: text('role').$type<Role>().notNull().default('donor'),
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Carried by every token (claim `sv`); raised on each password change, so tokens issued
     * before the change stop working.
     */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'users_role_check',
      sql`${table.role} in ('donor', 'association_manager', 'super_admin')`,
    ),
  ],
);

/** Which associations a manager runs (the user's association_ids). */
export const userAssociations = pgTable(
  'user_associations',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    associationId: uuid('association_id')
      .notNull()
      .references(() => associations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.associationId] }),
    index('user_associations_association_idx').on(table.associationId),
  ],
);

/** Only a SHA-256 of the token is kept, so a database leak gives no usable reset link. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);
