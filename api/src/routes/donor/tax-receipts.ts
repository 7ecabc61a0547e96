import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TAX_RECEIPT_NOT_FOUND } from 'shared-contracts';
import { notFound } from '../../lib/app-error';
import { currentUser } from '../../plugins/auth';
import { listTaxReceipts, type ReceiptScope } from '../../services/receipts/list-tax-receipts';
import { renderYearSummaryPdf } from '../../services/receipts/tax-receipt-pdf';
import {
  parseYear,
  receiptPdfRoute,
  scopedReceiptList,
  sendFile,
  type YearParams,
  type YearQuery,
} from '../tax-receipt-downloads';

const BASE = '/donor/tax-receipts';

const scope = (request: FastifyRequest): ReceiptScope => ({ donorId: currentUser(request).id });

/** Reçus fiscaux of the donor's own gifts: the list, one PDF, the year's summary. */
export async function donorTaxReceiptRoutes(app: FastifyInstance): Promise<void> {
  app.get<YearQuery>(BASE, async (request) => ({
    data: await scopedReceiptList(app, BASE, scope(request), request.query.year),
  }));
  receiptPdfRoute(app, BASE, scope);

  app.get<YearParams>(`${BASE}/summary/:year/pdf`, async (request, reply) => {
    const year = parseYear(request.params.year);
    const rows = await listTaxReceipts(app.db, scope(request), year);
    if (rows.length === 0) throw notFound(TAX_RECEIPT_NOT_FOUND);
    const pdf = await renderYearSummaryPdf(currentUser(request).fullName, year, rows);
    return sendFile(reply, pdf, 'application/pdf', `recus-fiscaux-${year}.pdf`);
  });
}
