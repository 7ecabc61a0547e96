// Draws the sample receipt, issued and cancelled, from demo-like data (SAMPLE_RECEIPT):
//   npx tsx scripts/render-sample-receipt.ts <folder>
// writes <folder>/receipt-issued.pdf and <folder>/receipt-cancelled.pdf; then
// `pdftoppm -png -r 80 -singlefile` each for docs/screenshots/tax-receipts/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SAMPLE_RECEIPT } from '../src/services/receipts/sample-tax-receipt';
import { renderTaxReceiptPdf } from '../src/services/receipts/tax-receipt-pdf';

async function main(folder: string): Promise<void> {
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'receipt-issued.pdf'), await renderTaxReceiptPdf(SAMPLE_RECEIPT));
  writeFileSync(
    join(folder, 'receipt-cancelled.pdf'),
    await renderTaxReceiptPdf({
      ...SAMPLE_RECEIPT,
      status: 'cancelled',
      cancelledAt: new Date('2026-12-01T09:30:00Z'),
    }),
  );
}

void main(process.argv[2] ?? '.');
