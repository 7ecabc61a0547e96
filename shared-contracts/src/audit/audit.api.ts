import { pagedSearchCall } from '../http/rest-calls';
import { auditLogPageSchema, type AuditLogPage, type AuditLogSearch } from './audit.schema';

/** GET /admin/audit-log with the filters given (blank ones left out): one page, newest first. */
export const getAuditLog = pagedSearchCall<AuditLogSearch, AuditLogPage>(
  '/admin/audit-log',
  auditLogPageSchema,
);
