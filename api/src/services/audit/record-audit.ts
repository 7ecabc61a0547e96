import type { Role } from 'shared-contracts';
import type { Database, Tx } from '../../db/client';
import { auditLog } from '../../db/schema';
import { auditChange } from './audit-snapshot';

/** Who acted: a signed-in user (AuthUser fits as is), or an operator command (id null). */
export interface AuditActor {
  id: string | null;
  role: Role | 'operator';
  email: string;
}

/** A signed-in admin or manager (the services that also check what the role may do). */
export type UserActor = AuditActor & { role: Role };

export interface AuditEntry {
  actor: AuditActor;
  /** '<entity>.<verb>' in English, e.g. 'association.approve', 'donation.refund'. */
  action: string;
  /** The kind of thing changed: 'association', 'campaign', 'user', 'donation', 'tax_settings'... */
  entity: string;
  /** Its id, or a fixed key for a singleton ('tax_settings'). */
  entityId: string;
  /** The values before the change (null for a creation), as plain data: secrets are removed. */
  before?: unknown;
  /** The values after the change (null for a deletion). */
  after?: unknown;
  /** Why, when the actor gave a reason (a rejection, a refund). */
  reason?: string | null;
}

/**
 * Records one action in the audit log. Call it with the transaction that makes the change, so
 * that the row exists exactly when the change does: a refused or failed change leaves none.
 * When both `before` and `after` are records, only the fields that changed are kept; passwords,
 * hashes, tokens and secrets are dropped and bank account numbers masked (audit-snapshot.ts).
 */
export async function recordAudit(tx: Database | Tx, entry: AuditEntry): Promise<void> {
  const { before, after } = auditChange(entry.before, entry.after);
  await tx.insert(auditLog).values({
    actorId: entry.actor.id,
    actorRole: entry.actor.role,
    actorEmail: entry.actor.email.toLowerCase(),
    action: entry.action,
    entityType: entry.entity,
    entityId: entry.entityId,
    before,
    after,
    reason: entry.reason ?? null,
  });
}
