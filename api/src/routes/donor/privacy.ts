import type { FastifyInstance } from 'fastify';
import {
  accountErasureSchema,
  dataExportFilename,
  dataExportQuerySchema,
  type DonorDataExport,
} from 'shared-contracts';
import { parseInput } from '../../lib/validation';
import { currentUser } from '../../plugins/auth';
import { eraseDonorAccount } from '../../services/privacy/erase-donor-account';
import { donorDataCsv, exportDonorData } from '../../services/privacy/export-donor-data';
import { sendFile } from '../tax-receipt-downloads';

/** The donor's RGPD rights: a copy of their data (art. 15, 20), the deletion of the account (art. 17). */
export async function donorPrivacyRoutes(app: FastifyInstance): Promise<void> {
  app.get('/donor/data-export', async (request, reply) => {
    const { format } = parseInput(dataExportQuerySchema, request.query);
    const data = (await exportDonorData(app.db, currentUser(request).id)) satisfies DonorDataExport;
    const filename = dataExportFilename(format, new Date(data.exported_at));
    if (format === 'csv')
      return sendFile(reply, donorDataCsv(data), 'text/csv; charset=utf-8', filename);
    return sendFile(
      reply,
      JSON.stringify(data, null, 2),
      'application/json; charset=utf-8',
      filename,
    );
  });

  /** The current password confirms it; every session of the account ends with it. */
  app.post('/donor/account/erase', async (request, reply) => {
    const { password } = parseInput(accountErasureSchema, request.body);
    await eraseDonorAccount(app.db, currentUser(request).id, password);
    return reply.code(204).send();
  });
}
