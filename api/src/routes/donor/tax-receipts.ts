import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TAX_RECEIPT_NOT_FOUND } from 'shared-contracts';
import { notFound } from '../../lib/app-error';
import { currentUser } from '../../plugins/auth';
import {
  listTaxReceipts,
  toTaxReceipt,
  type ReceiptScope,
} from '../../services/receipts/list-tax-receipts';
import { renderYearSummaryPdf } from '../../services/receipts/tax-receipt-pdf';
import { optionalYear, parseYear, sendFile, sendReceiptPdf } from '../tax-receipt-downloads';

type IdParams = { Params: { id: string } };
type YearParams = { Params: { year: string } };
type YearQuery = { Querystring: { year?: string } };

const scope = (request: FastifyRequest): ReceiptScope => ({ donorId: currentUser(request).id });

/** Reçus fiscaux of the donor's own gifts: the list, one PDF, the year's summary. */
export async function donorTaxReceiptRoutes(app: FastifyInstance): Promise<void> {
  app.get<YearQuery>('/donor/tax-receipts', async (request) => {
    const rows = await listTaxReceipts(app.db, scope(request), optionalYear(request.query.year));
    return {
      data: rows.map((row) => toTaxReceipt(row, `/api/donor/tax-receipts/${row.id}/pdf`)),
    };
  });

  app.get<IdParams>('/donor/tax-receipts/:id/pdf', async (request, reply) =>
    sendReceiptPdf(app, reply, scope(request), request.params.id),
  );

  app.get<YearParams>('/donor/tax-receipts/summary/:year/pdf', async (request, reply) => {
    const year = parseYear(request.params.year);
    const rows = await listTaxReceipts(app.db, scope(request), year);
    if (rows.length === 0) throw notFound(TAX_RECEIPT_NOT_FOUND);
    const pdf = await renderYearSummaryPdf(currentUser(request).fullName, year, rows);
    return sendFile(reply, pdf, 'application/pdf', `recus-fiscaux-${year}.pdf`);
  });
}
