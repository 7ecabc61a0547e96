import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TAX_RECEIPT_MESSAGES, TAX_RECEIPT_NOT_FOUND, type TaxReceipt } from 'shared-contracts';
import { fieldError, notFound } from '../lib/app-error';
import { requireUuid, type IdParams } from '../lib/validation';
import { taxReceiptFilename, taxReceiptPdf } from '../services/receipts/deliver-tax-receipt';
import {
  findScopedTaxReceipt,
  listTaxReceipts,
  toTaxReceipt,
  type ReceiptScope,
} from '../services/receipts/list-tax-receipts';

// What the donor's (donor/tax-receipts.ts) and the manager's (dashboard/tax-receipts.ts)
// receipt routes share: the year in a path or query, the list and the PDF of the caller's
// receipts, and how a private file is sent.

type YearParams = { Params: { year: string } };
type YearQuery = { Querystring: { year?: string } };

export function parseYear(value: unknown): number {
  const year = Number(value);
  if (!Number.isInteger(year) || year < 2000 || year > 2100)
    throw fieldError('year', TAX_RECEIPT_MESSAGES.year);
  return year;
}

export const optionalYear = (value: unknown): number | undefined =>
  value === undefined || value === '' ? undefined : parseYear(value);

export function sendFile(
  reply: FastifyReply,
  body: Buffer | string,
  type: string,
  filename: string,
) {
  // Private documents (a donor's address): never cached by a shared cache.
  return reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(body);
}

/**
 * One receipt's PDF, if it is within the caller's scope; otherwise a 404 (a receipt outside
 * the caller's scope is the same as one that does not exist).
 */
export async function sendReceiptPdf(
  app: FastifyInstance,
  reply: FastifyReply,
  scope: ReceiptScope,
  rawId: string,
) {
  const id = requireUuid(rawId, TAX_RECEIPT_NOT_FOUND);
  const receipt = await findScopedTaxReceipt(app.db, scope, id);
  if (!receipt) throw notFound(TAX_RECEIPT_NOT_FOUND);
  return sendFile(
    reply,
    await taxReceiptPdf(app.db, receipt),
    'application/pdf',
    taxReceiptFilename(receipt),
  );
}

/**
 * GET {base}: the receipts within the caller's scope (of ?year=, or all), each with its PDF's
 * link, as `answer` shapes them (the manager's adds the year totals and its associations); and
 * GET {base}/:id/pdf: one of them.
 */
export function scopedReceiptRoutes(
  app: FastifyInstance,
  base: string,
  scopeOf: (request: FastifyRequest) => ReceiptScope,
  answer: (receipts: TaxReceipt[], request: FastifyRequest) => unknown = (receipts) => receipts,
): void {
  app.get<YearQuery>(base, async (request) => {
    const rows = await listTaxReceipts(app.db, scopeOf(request), optionalYear(request.query.year));
    const receipts = rows.map((row) => toTaxReceipt(row, `/api${base}/${row.id}/pdf`));
    return { data: await answer(receipts, request) };
  });
  app.get<IdParams>(`${base}/:id/pdf`, async (request, reply) =>
    sendReceiptPdf(app, reply, scopeOf(request), request.params.id),
  );
}

const YEAR_FILE_TYPES = { pdf: 'application/pdf', csv: 'text/csv; charset=utf-8' } as const;

/**
 * GET {path} ending in :year: a yearly file of receipts (the donor's summary PDF, the manager's
 * declaration CSV), named recus-fiscaux-<year>, sent as a private download.
 */
export function yearFileRoute<Query = unknown>(
  app: FastifyInstance,
  path: string,
  make: (
    request: FastifyRequest<YearParams & { Querystring: Query }>,
    year: number,
  ) => Promise<{ body: Buffer | string; type: keyof typeof YEAR_FILE_TYPES }>,
): void {
  app.get<YearParams & { Querystring: Query }>(path, async (request, reply) => {
    const year = parseYear(request.params.year);
    const file = await make(request, year);
    return sendFile(
      reply,
      file.body,
      YEAR_FILE_TYPES[file.type],
      `recus-fiscaux-${year}.${file.type}`,
    );
  });
}
