import type { FastifyInstance } from 'fastify';
import { auditLogSearchSchema, type AuditLogPage } from 'shared-contracts';
import { parseInput } from '../../lib/validation';
import { searchAuditLog } from '../../services/audit/search-audit-log';

/** The Journal: what admins and managers changed, searched by the super admin (read only). */
export async function adminAuditLogRoutes(app: FastifyInstance): Promise<void> {
  app.get('/admin/audit-log', async (request) => {
    const page = await searchAuditLog(app.db, parseInput(auditLogSearchSchema, request.query));
    return page satisfies AuditLogPage;
  });
}
