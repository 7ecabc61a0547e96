import { roleLabel, type AuditEntry } from 'shared-contracts';
import { AUDIT_LOG_TEXTS } from 'shared-contracts/src/audit/audit.texts';

/** The author as they were then: their email and role ('Opérateur' for a command). */
export function actorLabel(entry: AuditEntry): string {
  const role =
    entry.actor_role === 'operator' ? AUDIT_LOG_TEXTS.operator : roleLabel(entry.actor_role);
  return `${entry.actor_email} (${role})`;
}
