// Through the package name, not relative paths: the screens import this file by path, and so
// take the date format and the texts from the shared copy every page already has instead of
// bundling copies of texts.ts and tax-receipt.texts.ts (about 8 KB gzip on the donor's first
// visit).
import {
  formatDate,
  TAX_RECEIPT_RECAP_TEXTS as R,
  TAX_RECEIPT_STATUS_TEXTS,
  type TaxReceipt,
} from 'shared-contracts';

/**
 * What the donor's area and the manager's table say of a reçu fiscal, the same way: its status
 * with its date, and a reçu récapitulatif's period and number of charges. Imported by path.
 */
export function receiptStatusLine(
  receipt: Pick<TaxReceipt, 'status' | 'issued_at' | 'cancelled_at'>,
): string {
  return receipt.status === 'cancelled'
    ? TAX_RECEIPT_STATUS_TEXTS.cancelled(formatDate(receipt.cancelled_at))
    : TAX_RECEIPT_STATUS_TEXTS.issued(formatDate(receipt.issued_at));
}

/**
 * A reçu récapitulatif's lines ('Reçu récapitulatif 2026', 'du 5 janvier 2026 au 5 décembre
 * 2026', '12 versements réguliers'); null for a single gift's receipt.
 */
export function recapLines({ year, recap }: Pick<TaxReceipt, 'year' | 'recap'>): {
  label: string;
  period: string;
  charges: string;
} | null {
  if (!recap) return null;
  return {
    label: R.label(year),
    period: R.period(formatDate(recap.first_date), formatDate(recap.last_date)),
    charges: R.charges(recap.charges),
  };
}
