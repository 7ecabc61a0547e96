import {
  downloadManagerTaxReceiptPdf,
  downloadTaxReceiptDeclarationCsv,
  getManagerTaxReceipts,
  taxReceiptFilename,
  type TaxReceipt,
} from 'shared-contracts';
import { saveFile, useApiAction, useApiCall } from 'shared-ui';

/** GET /dashboard/tax-receipts?year=: the year's receipts and the totals of every year. */
export function useTaxReceipts(year: number) {
  return useApiCall((client) => getManagerTaxReceipts(client, year), [year]);
}

/** One receipt's PDF, fetched with the token and saved under its number. */
export function useReceiptPdfDownload() {
  return useApiAction(async (client, _signal, receipt: TaxReceipt) => {
    saveFile(
      await downloadManagerTaxReceiptPdf(client, receipt.id),
      taxReceiptFilename(receipt.number),
    );
    return true;
  });
}

/** The yearly declaration (art. 222 bis) of one association, as the API writes it. */
export function useDeclarationCsvDownload() {
  return useApiAction(async (client, _signal, year: number, associationId?: string) => {
    saveFile(
      await downloadTaxReceiptDeclarationCsv(client, year, associationId),
      `recus-fiscaux-${year}.csv`,
    );
    return true;
  });
}
