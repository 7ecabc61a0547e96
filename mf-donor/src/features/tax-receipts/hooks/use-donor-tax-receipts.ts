import {
  downloadDonorTaxReceipt,
  downloadDonorTaxReceiptSummary,
  getDonorTaxReceipts,
  taxReceiptFilename,
  taxReceiptSummaryFilename,
  type TaxReceipt,
} from 'shared-contracts';
import { saveFile, useApiAction, useApiCall } from 'shared-ui';

/** GET /donor/tax-receipts: the signed-in donor's reçus fiscaux. */
export function useDonorTaxReceipts() {
  return useApiCall((client) => getDonorTaxReceipts(client), []);
}

/**
 * The PDFs, read through the API client (the token is a Bearer header) and handed to the
 * browser's save. A failure goes to the shell's toast, like any call's.
 */
export function useTaxReceiptDownloads() {
  const receipt = useApiAction(async (client, _signal, target: TaxReceipt) => {
    saveFile(await downloadDonorTaxReceipt(client, target.id), taxReceiptFilename(target.number));
    return target.id;
  });
  const summary = useApiAction(async (client, _signal, year: number) => {
    saveFile(await downloadDonorTaxReceiptSummary(client, year), taxReceiptSummaryFilename(year));
    return year;
  });
  return { downloadReceipt: receipt.run, downloadSummary: summary.run };
}
