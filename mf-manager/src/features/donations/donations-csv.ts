// The browser build: the default one is Node's and writes the BOM with Buffer.
import { stringify } from 'csv-stringify/browser/esm/sync';
import { PRIVACY_TEXTS, donorDisplayName, formatDateTime, type Donation } from 'shared-contracts';
import { MANAGER_TEXTS } from '../../config/texts';

// A French spreadsheet (Excel, LibreOffice in fr-FR) opens a file cleanly when it starts with a
// UTF-8 BOM, separates with ';' and writes decimals with a comma.

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell a spreadsheet would run as a formula ('=HYPERLINK(...)') is kept as text. */
function safeCell(value: string | null | undefined): string {
  const text = value ?? '';
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** '1234,50': no currency sign nor grouping, so the spreadsheet reads a number. */
function csvAmount(amount: number): string {
  return amount.toFixed(2).replace('.', ',');
}

/** The rows of the 'Donations reçues' tab as a CSV file's text. */
export function donationsCsv(donations: readonly Donation[]): string {
  const header = MANAGER_TEXTS.csvColumns;
  return stringify(
    donations.map((donation) => [
      formatDateTime(donation.created_at),
      safeCell(donation.campaign_title),
      safeCell(donorDisplayName(donation)),
      // Empty from the API when the donor did not agree to be contacted.
      safeCell(donation.donor_email || PRIVACY_TEXTS.contactWithheld),
      safeCell(donation.message),
      csvAmount(donation.amount),
      safeCell(donation.reward_selected),
    ]),
    {
      bom: true,
      delimiter: ';',
      record_delimiter: 'windows',
      header: true,
      columns: [...header],
    },
  );
}

/** donations-recues-2026-11-23.csv */
export function donationsCsvFilename(now: Date = new Date()): string {
  return `donations-recues-${now.toISOString().slice(0, 10)}.csv`;
}
