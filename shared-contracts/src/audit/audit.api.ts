import type { ApiClient } from '../http/client';
import { auditLogPageSchema, type AuditLogPage, type AuditLogSearch } from './audit.schema';

/** GET /admin/audit-log with the filters given (blank ones left out): one page, newest first. */
export function getAuditLog(client: ApiClient, search: AuditLogSearch = {}): Promise<AuditLogPage> {
  const searchParams = Object.fromEntries(
    Object.entries(search).filter(
      ([, value]) => value !== undefined && value !== null && value !== '',
    ),
  ) as Record<string, string | number>;
  return client.get('/admin/audit-log', { searchParams, schema: auditLogPageSchema, raw: true });
}
