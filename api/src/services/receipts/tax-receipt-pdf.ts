import PDFDocument from 'pdfkit';
import {
  TAX_RETURN_BOX_TEXTS,
  taxReturnBoxes,
  TAX_RECEIPT_PDF_TEXTS as T,
  TAX_RECEIPT_RECAP_TEXTS,
  formatEuros,
  formatLongDate,
  formatSirenOrRna,
  stripHtml,
} from 'shared-contracts';
import type { taxReceipts } from '../../db/schema/tax-receipts';
import { amountInFrenchWords } from '../../lib/french-words';

export type TaxReceiptRow = Omit<typeof taxReceipts.$inferSelect, 'pdf'>;

const MARGIN = 48;
const WIDTH = 595.28 - MARGIN * 2;

function toBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

function newDocument(title: string, createdAt: Date): PDFKit.PDFDocument {
  return new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    // Kept in memory until the end, so a mark can be drawn on every page (cancelledMark).
    bufferPages: true,
    info: { Title: title, CreationDate: createdAt, ModDate: createdAt },
  });
}

const CANCELLED_RED = '#b00020';

/**
 * A cancelled receipt must never read as valid: on every page, a red band at the top
 * with 'REÇU ANNULÉ le <date>' and its reason, and a large 'ANNULÉ' across the page. Drawn
 * from the receipt's stored facts (status, cancelled_at) each time the PDF is asked for.
 */
function cancelledMark(doc: PDFKit.PDFDocument, cancelledAt: Date, reason: string): void {
  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page += 1) {
    doc.switchToPage(page);
    const { width, height } = doc.page;
    // Drawing near the page's edges must not add a page.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.save();
    doc
      .rotate(-45, { origin: [width / 2, height / 2] })
      .font('Helvetica-Bold')
      .fontSize(110)
      .fillColor(CANCELLED_RED)
      .fillOpacity(0.18)
      .text(T.cancelledStamp, 0, height / 2 - 55, { width, align: 'center', lineBreak: false });
    doc.restore();
    doc.save();
    doc.rect(MARGIN, 8, WIDTH, 34).fillOpacity(1).fill(CANCELLED_RED);
    doc
      .fillColor('#fff')
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(T.cancelled(formatLongDate(cancelledAt)), MARGIN + 6, 12, {
        width: WIDTH - 12,
        align: 'center',
        lineBreak: false,
      })
      .font('Helvetica')
      .fontSize(8)
      .text(reason, MARGIN + 6, 27, {
        width: WIDTH - 12,
        align: 'center',
        lineBreak: false,
      });
    doc.restore();
    doc.fillColor('#000').fillOpacity(1);
    doc.page.margins.bottom = bottomMargin;
  }
}

/** A framed section with its title band, as on the Cerfa. */
function section(doc: PDFKit.PDFDocument, title: string, body: () => void): void {
  const top = doc.y;
  doc.rect(MARGIN, top, WIDTH, 18).fill('#e8e8e8');
  doc
    .fillColor('#000')
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(title, MARGIN + 6, top + 5);
  doc.y = top + 24;
  body();
  const bottom = doc.y + 6;
  doc.rect(MARGIN, top, WIDTH, bottom - top).stroke('#555');
  doc.y = bottom + 10;
}

function field(doc: PDFKit.PDFDocument, label: string, value: string): void {
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(`${label} : `, MARGIN + 8, doc.y, { continued: true, width: WIDTH - 16 })
    .font('Helvetica')
    .text(value);
  doc.moveDown(0.3);
}

/** A Cerfa check box, ticked or not, with its label. */
function box(doc: PDFKit.PDFDocument, label: string, ticked: boolean, x: number, y: number): void {
  doc.rect(x, y, 8, 8).stroke('#000');
  if (ticked)
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .text('X', x + 1.3, y + 0.2);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(label, x + 12, y, { lineBreak: false });
}

function choices(doc: PDFKit.PDFDocument, label: string, options: [string, boolean][]): void {
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(label, MARGIN + 8, doc.y);
  const y = doc.y + 3;
  let x = MARGIN + 8;
  for (const [option, ticked] of options) {
    box(doc, option, ticked, x, y);
    x += 20 + doc.widthOfString(option);
  }
  doc.x = MARGIN + 8;
  doc.y = y + 16;
}

/** A day 'YYYY-MM-DD' in long French ('5 janvier 2026'). */
const longDay = (day: string): string => formatLongDate(`${day}T12:00:00Z`);

/** The period, count and total a reçu récapitulatif states; null for one gift's receipt. */
function recapOf(receipt: TaxReceiptRow): { charges: number; from: string; to: string } | null {
  if (receipt.recapCharges === null || !receipt.recapFirstDate || !receipt.recapLastDate)
    return null;
  return { charges: receipt.recapCharges, from: receipt.recapFirstDate, to: receipt.recapLastDate };
}

/**
 * The reçu fiscal of one gift, laid out like Cerfa 11580 (its fields, in its order); or the reçu
 * récapitulatif of a plan's regular gifts of a year (issue 29): the same form and mentions, titled
 * as a récapitulatif, the sum being the year's total, the gift date the period of the charges,
 * with their number (CGI art. 200; BOFiP BOI-IR-RICI-250-40, the receipt's mentions).
 */
export async function renderTaxReceiptPdf(receipt: TaxReceiptRow): Promise<Buffer> {
  const recap = recapOf(receipt);
  const doc = newDocument(
    recap ? `${T.recapTitle(receipt.year)} ${receipt.number}` : `Reçu fiscal ${receipt.number}`,
    receipt.issuedAt,
  );
  doc.font('Helvetica-Bold').fontSize(14).text(T.title, { align: 'center' });
  doc.font('Helvetica').fontSize(9).text(T.articles, { align: 'center' });
  doc.fontSize(8).fillColor('#444').text(T.cerfa, { align: 'center' }).fillColor('#000');
  if (recap) {
    doc.moveDown(0.6);
    doc.font('Helvetica-Bold').fontSize(12).text(T.recapTitle(receipt.year), { align: 'center' });
    doc.font('Helvetica').fontSize(9).text(T.recapIntro(receipt.year), { align: 'center' });
  }
  doc.moveDown(0.6);
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(`${T.number} : ${receipt.number}`, { align: 'right' });
  doc.moveDown(0.6);

  section(doc, T.beneficiary, () => {
    field(doc, T.name, receipt.associationName);
    // Cerfa 11580*05: SIREN or RNA, then street, postal code and commune apart. Receipts issued
    // before (no postal code copied) print the one address line they were issued with.
    const identifier = formatSirenOrRna(receipt.associationSiren, receipt.associationRna);
    if (identifier) field(doc, T.sirenOrRna, identifier);
    if (receipt.associationPostalCode) {
      field(doc, T.street, receipt.associationAddress);
      field(doc, T.postalCode, receipt.associationPostalCode);
      field(doc, T.city, receipt.associationCity ?? '');
    } else field(doc, T.address, receipt.associationAddress);
    // The declared purpose may hold markup (a rich-text editor): printed as plain text.
    field(doc, T.purpose, stripHtml(receipt.associationPurpose));
    field(doc, T.status, receipt.associationLegalStatus);
  });
  section(doc, T.donor, () => {
    field(doc, T.donorName, receipt.donorName);
    field(
      doc,
      T.address,
      `${receipt.donorAddress}, ${receipt.donorPostalCode} ${receipt.donorCity}`,
    );
  });
  section(doc, 'Versement', () => {
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(recap ? T.recapAcknowledge(receipt.year) : T.acknowledge, MARGIN + 8, doc.y, {
        width: WIDTH - 16,
      });
    doc.moveDown(0.3);
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .text(`*** ${formatEuros(receipt.amountCents / 100)} ***`, { align: 'center' });
    doc.moveDown(0.3);
    field(doc, T.inWords, amountInFrenchWords(receipt.amountCents));
    if (recap) {
      field(doc, T.giftDate, T.recapPeriod(longDay(recap.from), longDay(recap.to)));
      field(doc, T.recapCount, String(recap.charges));
      field(doc, T.recapTotal, formatEuros(receipt.amountCents / 100));
    } else field(doc, T.giftDate, longDay(receipt.giftDate));
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(T.certify, MARGIN + 8, doc.y, { width: WIDTH - 16 });
    // The platform's gifts open the income tax reduction (art. 200 CGI); IFI (art. 978) is
    // left unticked: it concerns only some organisms, which the verification does not establish.
    choices(doc, '', [
      [T.article200, true],
      [T.article978, false],
    ]);
    choices(doc, T.form, [
      ['Acte authentique', false],
      ['Acte sous seing privé', false],
      [T.formValue, true],
      ['Autres', false],
    ]);
    choices(doc, T.nature, [
      [T.natureValue, true],
      ['Titres de sociétés cotés', false],
      ['Autres', false],
    ]);
    choices(doc, T.method, [
      ['Remise d’espèces', false],
      ['Chèque', false],
      [`Virement, prélèvement, ${T.methodValue.toLowerCase()}`, true],
    ]);
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(`${T.methodValue}. ${T.rate(receipt.ratePercent)}`, MARGIN + 8);
  });
  section(doc, T.signature, () => {
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(T.signedOn(formatLongDate(receipt.issuedAt)), MARGIN + 8);
    doc.moveDown(0.4);
    doc
      .font('Helvetica-Oblique')
      .fontSize(13)
      .text(receipt.signatoryName, MARGIN + 8);
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(`${receipt.signatoryName}, ${receipt.signatoryTitle}`, MARGIN + 8);
  });
  if (receipt.status === 'cancelled')
    cancelledMark(
      doc,
      receipt.cancelledAt ?? receipt.issuedAt,
      // Receipts cancelled before the reason was stored were all refunds.
      receipt.cancellationReason === 'dispute' ? T.cancelledReasonDispute : T.cancelledReason,
    );
  return toBuffer(doc);
}

/** A récapitulatif in the year's summary: 'Reçu récapitulatif 2026, du … au … (12)'. */
function recapLine(receipt: TaxReceiptRow): string | null {
  const recap = recapOf(receipt);
  if (!recap) return null;
  return `${TAX_RECEIPT_RECAP_TEXTS.label(receipt.year)}, ${T.recapPeriod(longDay(recap.from), longDay(recap.to))} (${TAX_RECEIPT_RECAP_TEXTS.charges(recap.charges)})`;
}

/** All the receipts of a donor's calendar year on one page (a summary, not a receipt). */
export async function renderYearSummaryPdf(
  donorName: string,
  year: number,
  receipts: TaxReceiptRow[],
): Promise<Buffer> {
  const doc = newDocument(T.summaryTitle(year), new Date());
  doc.font('Helvetica-Bold').fontSize(14).text(T.summaryTitle(year), { align: 'center' });
  doc.font('Helvetica').fontSize(10).text(donorName, { align: 'center' });
  doc.moveDown();
  let total = 0;
  for (const receipt of receipts) {
    const cancelled = receipt.status === 'cancelled';
    if (!cancelled) total += receipt.amountCents;
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(
        `${receipt.number} · ${recapLine(receipt) ?? longDay(receipt.giftDate)} · ${receipt.associationName} · ${formatEuros(receipt.amountCents / 100)} (${receipt.ratePercent} %)${cancelled ? ' · annulé' : ''}`,
      );
    doc.moveDown(0.2);
  }
  doc.moveDown();
  doc.font('Helvetica-Bold').text(`${T.summaryTotal} : ${formatEuros(total / 100)}`);
  // The two boxes of the tax return: 7UD for the 75 % gifts, 7UF for the 66 % ones.
  const boxes = taxReturnBoxes(receipts);
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(10).text(TAX_RETURN_BOX_TEXTS.title(year));
  doc.font('Helvetica').fontSize(10);
  doc.text(`${TAX_RETURN_BOX_TEXTS.box7UD} : ${formatEuros(boxes.box7UD / 100)}`);
  doc.text(`${TAX_RETURN_BOX_TEXTS.box7UF} : ${formatEuros(boxes.box7UF / 100)}`);
  doc.fontSize(8).text(TAX_RETURN_BOX_TEXTS.note);
  doc.moveDown();
  doc.font('Helvetica').fontSize(8).text(T.summaryNote);
  return toBuffer(doc);
}
