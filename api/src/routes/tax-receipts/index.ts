import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  API_MESSAGES,
  LOADING_MESSAGES,
  TAX_RECEIPT_MESSAGES,
  TAX_RECEIPT_NOT_FOUND,
  taxEligibilityDeclarationSchema,
  taxEligibilityReviewSchema,
  taxSettingInputSchema,
} from 'shared-contracts';
import { fieldError, notFound } from '../../lib/app-error';
import { isUuid, parseInput, requireUuid } from '../../lib/validation';
import { currentUser, requireAuth } from '../../plugins/auth';
import { taxReceiptFilename, taxReceiptPdf } from '../../services/receipts/deliver-tax-receipt';
import {
  declarantAssociation,
  findScopedTaxReceipt,
  managedAssociations,
  listTaxReceipts,
  taxReceiptCountsByAssociation,
  taxReceiptYearTotals,
  toTaxReceipt,
  yearDeclarationCsv,
  type ReceiptScope,
} from '../../services/receipts/list-tax-receipts';
import {
  declareTaxEligibility,
  reviewTaxEligibility,
} from '../../services/receipts/tax-eligibility';
import { renderYearSummaryPdf } from '../../services/receipts/tax-receipt-pdf';
import { addTaxSetting, listTaxSettings, parisDay } from '../../services/receipts/tax-settings';
import { managedAssociationId, managesAssociation } from '../dashboard/managed-association';

type IdParams = { Params: { id: string } };
type YearParams = { Params: { year: string } };
type YearQuery = { Querystring: { year?: string } };

function parseYear(value: unknown): number {
  const year = Number(value);
  if (!Number.isInteger(year) || year < 2000 || year > 2100)
    throw fieldError('year', TAX_RECEIPT_MESSAGES.year);
  return year;
}

const optionalYear = (value: unknown): number | undefined =>
  value === undefined || value === '' ? undefined : parseYear(value);

function sendFile(reply: FastifyReply, body: Buffer | string, type: string, filename: string) {
  // Private documents (a donor's address): never cached by a shared cache.
  return reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(body);
}

/** One receipt's PDF, if it is within the caller's scope; otherwise a 404. */
async function sendReceiptPdf(
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
 * Reçus fiscaux. Each role its own plugin with its own hook: a donor reads the receipts of
 * their gifts, a manager those of their associations, the super admin reviews eligibility.
 * A receipt outside the caller's scope is a 404, the same as one that does not exist.
 */
export async function taxReceiptRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (donor) => {
    donor.addHook('preHandler', requireAuth('donor'));
    const scope = (request: Parameters<typeof currentUser>[0]): ReceiptScope => ({
      donorId: currentUser(request).id,
    });

    donor.get<YearQuery>('/donor/tax-receipts', async (request) => {
      const rows = await listTaxReceipts(app.db, scope(request), optionalYear(request.query.year));
      return {
        data: rows.map((row) => toTaxReceipt(row, `/api/donor/tax-receipts/${row.id}/pdf`)),
      };
    });

    donor.get<IdParams>('/donor/tax-receipts/:id/pdf', async (request, reply) =>
      sendReceiptPdf(app, reply, scope(request), request.params.id),
    );

    donor.get<YearParams>('/donor/tax-receipts/summary/:year/pdf', async (request, reply) => {
      const year = parseYear(request.params.year);
      const rows = await listTaxReceipts(app.db, scope(request), year);
      if (rows.length === 0) throw notFound(TAX_RECEIPT_NOT_FOUND);
      const pdf = await renderYearSummaryPdf(currentUser(request).fullName, year, rows);
      return sendFile(reply, pdf, 'application/pdf', `recus-fiscaux-${year}.pdf`);
    });
  });

  await app.register(async (manager) => {
    manager.addHook('preHandler', requireAuth('association_manager'));
    const scope = (request: Parameters<typeof currentUser>[0]): ReceiptScope => ({
      associationIds: currentUser(request).associationIds,
    });

    manager.get<YearQuery>('/dashboard/tax-receipts', async (request) => {
      const rows = await listTaxReceipts(app.db, scope(request), optionalYear(request.query.year));
      return {
        data: {
          receipts: rows.map((row) =>
            toTaxReceipt(row, `/api/dashboard/tax-receipts/${row.id}/pdf`),
          ),
          totals: await taxReceiptYearTotals(app.db, currentUser(request).associationIds),
          associations: await managedAssociations(app.db, currentUser(request).associationIds),
        },
      };
    });

    manager.get<IdParams>('/dashboard/tax-receipts/:id/pdf', async (request, reply) =>
      sendReceiptPdf(app, reply, scope(request), request.params.id),
    );

    // The declaration of one association the manager runs (`?association_id=`, by default the
    // first one): another one is a 422 on association_id, never its figures.
    manager.get<YearParams & { Querystring: { association_id?: string } }>(
      '/dashboard/tax-receipts/declaration/:year',
      async (request, reply) => {
        const year = parseYear(request.params.year);
        const asked = request.query.association_id;
        const associationId = asked ? asked.toLowerCase() : managedAssociationId(request);
        if (!isUuid(associationId) || !managesAssociation(request, associationId))
          throw fieldError('association_id', API_MESSAGES.associationNotManaged);
        const association = await declarantAssociation(app.db, associationId);
        if (!association) throw fieldError('association_id', API_MESSAGES.associationNotManaged);
        const totals = await taxReceiptYearTotals(app.db, [associationId]);
        const total = totals.find((row) => row.year === year) ?? {
          year,
          issued_count: 0,
          issued_total: 0,
          cancelled_count: 0,
          cancelled_total: 0,
        };
        // The BOM lets spreadsheets read the accents as UTF-8.
        return sendFile(
          reply,
          `\uFEFF${yearDeclarationCsv(association, total)}`,
          'text/csv; charset=utf-8',
          `recus-fiscaux-${year}.csv`,
        );
      },
    );

    manager.post('/dashboard/tax-eligibility', async (request) => {
      const input = parseInput(taxEligibilityDeclarationSchema, request.body);
      const associationId = managedAssociationId(request);
      await declareTaxEligibility(app.db, associationId, input);
      return { data: { association_id: associationId } };
    });
  });

  await app.register(async (admin) => {
    admin.addHook('preHandler', requireAuth('super_admin'));

    admin.put<IdParams>('/admin/associations/:id/tax-eligibility', async (request) => {
      const id = requireUuid(request.params.id, LOADING_MESSAGES.associationNotFound);
      const input = parseInput(taxEligibilityReviewSchema, request.body);
      if (!(await reviewTaxEligibility(app.db, id, input)))
        throw notFound(LOADING_MESSAGES.associationNotFound);
      return {
        data: {
          association_id: id,
          tax_eligibility: input.decision,
          ...(input.decision === 'verified' ? { tax_rate: input.rate } : {}),
        },
      };
    });

    admin.get('/admin/tax-receipts/counts', async () => ({
      data: await taxReceiptCountsByAssociation(app.db),
    }));

    // The dated settings (75 % ceiling, rewards' cap, income cap) with their history and source.
    admin.get('/admin/tax-settings', async () => ({
      data: await listTaxSettings(app.db, parisDay(new Date())),
    }));

    admin.post('/admin/tax-settings', async (request, reply) => {
      const input = parseInput(taxSettingInputSchema, request.body);
      const setting = await addTaxSetting(app.db, input, parisDay(new Date()));
      return reply.code(201).send({ data: setting });
    });
  });
}
