import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { Role } from 'shared-contracts';
import { idColumn, instant } from './columns';

/**
 * What an admin or a manager changed (money, moderation, eligibility, roles, settings): who,
 * when, what, and the values before and after, without secrets (services/audit/record-audit.ts
 * writes every row). Append-only: a trigger (migration 0018) refuses UPDATE, DELETE and
 * TRUNCATE, so not even a bug in the API can rewrite history.
 *
 * The actor is kept as it was at the time (id, role, email), with no foreign key: the row must
 * outlive a deleted or pseudonymised account, and a cascade would be an UPDATE the trigger
 * refuses.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: idColumn(),
    occurredAt: instant('occurred_at').notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorRole: text('actor_role').$type<Role | 'operator'>().notNull(),
    actorEmail: text('actor_email').notNull(),
    /** '<entity>.<verb>', e.g. 'association.approve', 'donation.refund'. */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    /** A row's id, or a fixed key for a singleton (tax settings: 'tax_settings'). */
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
  },
  (table) => [
    index('audit_log_occurred_idx').on(table.occurredAt.desc(), table.id.desc()),
    index('audit_log_entity_idx').on(table.entityType, table.entityId),
    index('audit_log_action_idx').on(table.action),
    index('audit_log_actor_email_idx').on(table.actorEmail),
  ],
);
