import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { Role } from 'shared-contracts';
import { associations } from './associations';
import { createdAt, idColumn, instant, requiredRef, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: idColumn(),
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
    /**
     * When the donor deleted their account (RGPD art. 17): the row stays, pseudonymised, so
     * that the gifts and reçus fiscaux the law keeps still point to it; nobody can sign in.
     */
    erasedAt: instant('erased_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    associationId: requiredRef('association_id', () => associations.id, 'cascade'),
    createdAt: createdAt(),
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
    id: idColumn(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);
