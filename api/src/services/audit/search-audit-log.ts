import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { AuditLogPage, auditLogSearchSchema } from 'shared-contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';
import { iso } from '../../views/dates';

type Search = z.output<typeof auditLogSearchSchema>;

/** A LIKE pattern matching the text anywhere, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The instant a Paris calendar day (YYYY-MM-DD) starts: the screens' days are French days. */
const parisDayStart = (day: string) => sql`(${day}::date)::timestamp at time zone 'Europe/Paris'`;

/**
 * The super admin's search of the audit log, newest first; each given filter narrows it (the
 * author's email is matched in part, the rest exactly; `to` includes its whole day).
 */
export async function searchAuditLog(db: Database, search: Search): Promise<AuditLogPage> {
  const conditions: SQL[] = [sql`true`];
  if (search.actor_email)
    conditions.push(ilike(auditLog.actorEmail, containing(search.actor_email)));
  if (search.action) conditions.push(eq(auditLog.action, search.action));
  if (search.entity_type) conditions.push(eq(auditLog.entityType, search.entity_type));
  if (search.entity_id) conditions.push(eq(auditLog.entityId, search.entity_id.toLowerCase()));
  if (search.from) conditions.push(sql`${auditLog.occurredAt} >= ${parisDayStart(search.from)}`);
  if (search.to)
    conditions.push(
      sql`${auditLog.occurredAt} < ((${search.to}::date + 1)::timestamp at time zone 'Europe/Paris')`,
    );
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.occurredAt), desc(auditLog.id))
      .limit(search.page_size)
      .offset((search.page - 1) * search.page_size),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      occurred_at: iso(row.occurredAt),
      actor_id: row.actorId,
      actor_role: row.actorRole,
      actor_email: row.actorEmail,
      action: row.action,
      entity_type: row.entityType,
      entity_id: row.entityId,
      before: row.before,
      after: row.after,
      reason: row.reason,
    })),
    total: counted?.total ?? 0,
    page: search.page,
    page_size: search.page_size,
  };
}
