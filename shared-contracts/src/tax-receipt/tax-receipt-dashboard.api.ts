// The reçus fiscaux calls of the manager and the super admin (the donor's are in their own file).
import type { ApiClient } from '../http/client';
import { segment } from '../common/path';
import {
  managerTaxReceiptsSchema,
  taxEligibilityReviewResultSchema,
  taxReceiptCountsSchema,
  type ManagerTaxReceipts,
  type TaxEligibilityReviewResult,
  type TaxReceiptCounts,
} from './tax-receipt-dashboard.schema';
import type {
  TaxEligibilityDeclarationInput,
  TaxEligibilityReviewInput,
} from './tax-receipt.schema';

/** GET /dashboard/tax-receipts?year=: the receipts of the manager's associations and the yearly totals. */
export function getManagerTaxReceipts(
  client: ApiClient,
  year?: number,
): Promise<ManagerTaxReceipts> {
  return client.get('/dashboard/tax-receipts', {
    searchParams: { year },
    schema: managerTaxReceiptsSchema,
  });
}

/** GET /dashboard/tax-receipts/{id}/pdf: one receipt's PDF. */
export function downloadManagerTaxReceiptPdf(client: ApiClient, id: string): Promise<Blob> {
  return client.get(`/dashboard/tax-receipts/${segment(id)}/pdf`, { blob: true });
}

/**
 * GET /dashboard/tax-receipts/declaration/{year}?association_id=: the yearly declaration
 * (art. 222 bis) of one association the manager runs (the first one when not given), CSV.
 */
export function downloadTaxReceiptDeclarationCsv(
  client: ApiClient,
  year: number,
  associationId?: string,
): Promise<Blob> {
  return client.get(`/dashboard/tax-receipts/declaration/${segment(year)}`, {
    blob: true,
    searchParams: { association_id: associationId },
  });
}

/** POST /dashboard/tax-eligibility: the association declares it may issue receipts. */
export async function declareAssociationTaxEligibility(
  client: ApiClient,
  input: TaxEligibilityDeclarationInput,
): Promise<void> {
  await client.post('/dashboard/tax-eligibility', input);
}

/** PUT /admin/associations/{id}/tax-eligibility: verify at a rate, or withdraw. */
export function reviewAssociationTaxEligibility(
  client: ApiClient,
  associationId: string,
  input: TaxEligibilityReviewInput,
): Promise<TaxEligibilityReviewResult> {
  return client.put(`/admin/associations/${segment(associationId)}/tax-eligibility`, input, {
    schema: taxEligibilityReviewResultSchema,
  });
}

/** GET /admin/tax-receipts/counts: every association's receipts issued and cancelled. */
export function getAdminTaxReceiptCounts(client: ApiClient): Promise<TaxReceiptCounts[]> {
  return client.getList('/admin/tax-receipts/counts', { itemSchema: taxReceiptCountsSchema });
}
