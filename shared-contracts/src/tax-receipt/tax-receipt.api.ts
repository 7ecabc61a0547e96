import type { ApiClient } from '../http/client';
import { segment } from '../common/path';
import { taxReceiptSchema, type TaxReceipt } from './tax-receipt.schema';

/** GET /donor/tax-receipts: the signed-in donor's reçus fiscaux, newest year first. */
export function getDonorTaxReceipts(client: ApiClient): Promise<TaxReceipt[]> {
  return client.getList('/donor/tax-receipts', { itemSchema: taxReceiptSchema });
}

/** GET /donor/tax-receipts/{id}/pdf: one receipt's PDF (the Bearer token, so not a plain link). */
export function downloadDonorTaxReceipt(client: ApiClient, id: string): Promise<Blob> {
  return client.get(`/donor/tax-receipts/${segment(id)}/pdf`, { blob: true });
}

/** GET /donor/tax-receipts/summary/{year}/pdf: every receipt of a calendar year in one PDF. */
export function downloadDonorTaxReceiptSummary(client: ApiClient, year: number): Promise<Blob> {
  return client.get(`/donor/tax-receipts/summary/${segment(year)}/pdf`, { blob: true });
}
