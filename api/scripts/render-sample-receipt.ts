// Draws the sample receipt to a PDF (then `pdftoppm -png -r 80` for docs/screenshots/receipts/).
import { writeFileSync } from 'node:fs';
import { SAMPLE_RECEIPT } from '../src/services/receipts/sample-tax-receipt';
import { renderTaxReceiptPdf } from '../src/services/receipts/tax-receipt-pdf';

const target = process.argv[2] ?? 'sample-receipt.pdf';
void renderTaxReceiptPdf(SAMPLE_RECEIPT).then((pdf) => writeFileSync(target, pdf));
