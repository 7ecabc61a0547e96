import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_MESSAGES } from 'shared-contracts';
import { fieldError } from '../../lib/app-error';
import { isUuid } from '../../lib/validation';
import { currentUser } from '../../plugins/auth';
import {
  declarantAssociation,
  managedAssociations,
  taxReceiptYearTotals,
  yearDeclarationCsv,
  type ReceiptScope,
} from '../../services/receipts/list-tax-receipts';
import { scopedReceiptRoutes, yearFileRoute } from '../tax-receipt-downloads';
import { managedAssociationId, managesAssociation } from './managed-association';

const BASE = '/dashboard/tax-receipts';

const scope = (request: FastifyRequest): ReceiptScope => ({
  associationIds: currentUser(request).associationIds,
});

/** Reçus fiscaux of the associations the manager runs: the list, one PDF, the year's declaration. */
export async function dashboardTaxReceiptRoutes(app: FastifyInstance): Promise<void> {
  scopedReceiptRoutes(app, BASE, scope, async (receipts, request) => ({
    receipts,
    totals: await taxReceiptYearTotals(app.db, currentUser(request).associationIds),
    associations: await managedAssociations(app.db, currentUser(request).associationIds),
  }));

  // The declaration of one association the manager runs (`?association_id=`, by default the
  // first one): another one is a 422 on association_id, never its figures.
  yearFileRoute<{ association_id?: string }>(
    app,
    `${BASE}/declaration/:year`,
    async (request, year) => {
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
      return { body: `\uFEFF${yearDeclarationCsv(association, total)}`, type: 'csv' };
    },
  );
}
