import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TAX_RECEIPT_NOT_FOUND } from 'shared-contracts';
import { notFound } from '../../lib/app-error';
import { currentUser } from '../../plugins/auth';
import { listTaxReceipts, type ReceiptScope } from '../../services/receipts/list-tax-receipts';
import { renderYearSummaryPdf } from '../../services/receipts/tax-receipt-pdf';
import { scopedReceiptRoutes, yearFileRoute } from '../tax-receipt-downloads';

const BASE = '/donor/tax-receipts';

const scope = (request: FastifyRequest): ReceiptScope => ({ donorId: currentUser(request).id });

/** Reçus fiscaux of the donor's own gifts: the list, one PDF, the year's summary. */
export async function donorTaxReceiptRoutes(app: FastifyInstance): Promise<void> {
  scopedReceiptRoutes(app, BASE, scope);

  yearFileRoute(app, `${BASE}/summary/:year/pdf`, async (request, year) => {
    const rows = await listTaxReceipts(app.db, scope(request), year);
    if (rows.length === 0) throw notFound(TAX_RECEIPT_NOT_FOUND);
    const pdf = await renderYearSummaryPdf(currentUser(request).fullName, year, rows);
    return { body: pdf, type: 'pdf' };
  });
}
