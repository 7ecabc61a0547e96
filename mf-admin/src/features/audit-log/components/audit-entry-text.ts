import { AUDIT_LOG_TEXTS, roleLabel, type AuditEntry } from 'shared-contracts';

/** The author as they were then: their email and role ('Opérateur' for a command). */
export function actorLabel(entry: AuditEntry): string {
  const role =
    entry.actor_role === 'operator' ? AUDIT_LOG_TEXTS.operator : roleLabel(entry.actor_role);
  return `${entry.actor_email} (${role})`;
}
