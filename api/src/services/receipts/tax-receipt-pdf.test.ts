import { execFileSync } from 'node:child_process';
import { SAMPLE_RECAP_RECEIPT, SAMPLE_RECEIPT } from './sample-tax-receipt';
import { renderTaxReceiptPdf, renderYearSummaryPdf } from './tax-receipt-pdf';

/**
 * The PDF's text as poppler's pdftotext reads it (Debian's poppler-utils, installed by .ci/run).
 * pdf-parse's bundled pdf.js 1.10 refused some valid pdfkit files ('bad XRef entry').
 */
async function textOf(pdf: Buffer): Promise<string> {
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf }).toString(
    'utf8',
  );
  // The PDF's text runs break lines and spaces where the layout does; compare on single spaces.
  return text.replace(/\s+/g, ' ');
}

/** Each page's text (pdftotext separates pages with a form feed). */
function pagesOf(pdf: Buffer): string[] {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf })
    .toString('utf8')
    .split('\f')
    .map((page) => page.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

describe('the reçu fiscal PDF', () => {
  it('prints every field Cerfa 11580 asks for', async () => {
    const text = await textOf(await renderTaxReceiptPdf(SAMPLE_RECEIPT));
    for (const expected of [
      'Reçu des dons et versements effectués par les particuliers',
      'Numéro d’ordre du reçu : 2026-000042',
      'Les Amis des Arbres',
      'Numéro et rue : 3 place du Marché',
      'Reboiser les forêts du Vercors et sensibiliser le public',
      "Association loi 1901 d'intérêt général",
      'Jeanne Dupont',
      '12 rue des Lilas, 69003 Lyon',
      '1 234,50 €',
      'mille deux cent trente-quatre euros et cinquante centimes',
      'Date du versement ou du don : 23 novembre 2026',
      'Déclaration de don manuel',
      'Numéraire',
      'carte bancaire',
      'articles 200 et 978 du code général des impôts',
      'Marie Curie, Présidente',
      'Taux de réduction d’impôt applicable : 66 %',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('ANNULÉ');
  });

  it('prints the beneficiary block of Cerfa 11580*05 and its legal basis for private donors (issue 26, items 2 and 3)', async () => {
    const text = await textOf(
      await renderTaxReceiptPdf({ ...SAMPLE_RECEIPT, associationSiren: '775671357' }),
    );
    // Street, postal code and commune apart, the SIREN and the RNA: never 'Grenoble, Grenoble'.
    expect(text).toContain(
      'Nom ou dénomination : Les Amis des Arbres N° SIREN ou RNA : SIREN 775 671 357 · RNA W381004562 Numéro et rue : 3 place du Marché Code postal : 38000 Commune : Grenoble Objet :',
    );
    // Today's form: private donors, art. 200 and 978 CGI (238 bis is the companies' own form).
    expect(text).toContain(
      'Reçu des dons et versements effectués par les particuliers au titre des articles 200 et 978 du code général des impôts (CGI) Modèle conforme au formulaire Cerfa n° 11580*05',
    );
    // Art. 200 ticked, art. 978 (IFI) printed and left empty.
    expect(text).toMatch(/prévue à l’article : (978 du CGI )?X 200 du CGI/);
    expect(text).toContain('978 du CGI');
    expect(text).not.toContain('238 bis');
  });

  it('a receipt issued before the block was split keeps its one address line', async () => {
    const text = await textOf(
      await renderTaxReceiptPdf({
        ...SAMPLE_RECEIPT,
        associationAddress: '3 place du Marché, Grenoble',
        associationPostalCode: null,
        associationCity: null,
        associationRna: null,
      }),
    );
    expect(text).toContain('Adresse : 3 place du Marché, Grenoble');
    expect(text).not.toContain('SIREN ou RNA');
  });

  it('a cancelled receipt is marked ANNULÉ with its date and reason on every page', async () => {
    const pdf = await renderTaxReceiptPdf({
      ...SAMPLE_RECEIPT,
      status: 'cancelled',
      cancelledAt: new Date('2026-12-01T09:00:00Z'),
    });
    const pages = pagesOf(pdf);
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      expect(page).toContain('REÇU ANNULÉ le 1er décembre 2026');
      expect(page).toContain(
        'Motif : le don a été intégralement remboursé. Ce reçu ne justifie aucune réduction d’impôt.',
      );
      expect(page).toContain('ANNULÉ ');
    }
    // Still the same receipt underneath: its number and amount stay readable.
    expect(pages.join(' ')).toContain('Numéro d’ordre du reçu : 2026-000042');
  });

  it('a receipt cancelled by a card dispute gives that reason', async () => {
    const pages = pagesOf(
      await renderTaxReceiptPdf({
        ...SAMPLE_RECEIPT,
        status: 'cancelled',
        cancelledAt: new Date('2026-12-01T09:00:00Z'),
        cancellationReason: 'dispute',
      }),
    );
    for (const page of pages) {
      expect(page).toContain(
        'Motif : contestation du paiement auprès de la banque. Ce reçu ne justifie aucune réduction d’impôt.',
      );
      expect(page).not.toContain('intégralement remboursé');
    }
  });

  it('prints the declared purpose as plain text, never its markup', async () => {
    const text = await textOf(
      await renderTaxReceiptPdf({
        ...SAMPLE_RECEIPT,
        associationPurpose:
          '<p>Reboiser les <strong>forêts</strong> du Vercors</p><ul><li>sensibiliser &amp; former</li></ul>',
      }),
    );
    expect(text).toContain('Objet : Reboiser les forêts du Vercors sensibiliser & former');
    expect(text).not.toMatch(/<\/?(p|strong|ul|li)>|&amp;/);
  });

  it("dates the first of a month '1er'", async () => {
    const text = await textOf(
      await renderTaxReceiptPdf({
        ...SAMPLE_RECEIPT,
        giftDate: '2026-12-01',
        issuedAt: new Date('2026-12-01T10:00:00Z'),
      }),
    );
    expect(text).toContain('Date du versement ou du don : 1er décembre 2026');
    expect(text).toContain('Fait le 1er décembre 2026');
  });

  it('a reçu récapitulatif of regular gifts states the year, the period, the number of charges and the total, with every mention of a single receipt (issue 29)', async () => {
    const text = await textOf(await renderTaxReceiptPdf(SAMPLE_RECAP_RECEIPT));
    for (const expected of [
      'Reçu des dons et versements effectués par les particuliers au titre des articles 200 et 978 du code général des impôts (CGI) Modèle conforme au formulaire Cerfa n° 11580*05',
      'Reçu récapitulatif des dons réguliers de l’année 2026',
      'Ce reçu récapitule les versements réguliers (don mensuel ou annuel) reçus du donateur au cours de l’année 2026 : il remplace un reçu par versement.',
      'Numéro d’ordre du reçu : 2026-000003',
      'au cours de l’année 2026, la somme totale de : *** 148,08 € ***',
      'Somme en toutes lettres : cent quarante-huit euros et huit centimes',
      'Date du versement ou du don : du 5 janvier 2026 au 5 décembre 2026',
      'Nombre de versements : 12',
      'Total des versements de l’année : 148,08 €',
      'Les Amis des Arbres',
      'Jeanne Dupont',
      '12 rue des Lilas, 69003 Lyon',
      'Déclaration de don manuel',
      'Numéraire',
      'Virement, prélèvement, carte bancaire',
      'Carte bancaire. Taux de réduction d’impôt applicable : 66 %',
      'Fait le 2 janvier 2027',
      'Marie Curie, Présidente',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/prévue à l’article : (978 du CGI )?X 200 du CGI/);
    // Never read as one gift of 31 December.
    expect(text).not.toContain('31 décembre');
    expect(text).not.toContain('ANNULÉ');
    // A single gift's receipt says nothing of a récapitulatif.
    expect(await textOf(await renderTaxReceiptPdf(SAMPLE_RECEIPT))).not.toContain('récapitul');
  });

  it('a cancelled reçu récapitulatif is marked ANNULÉ and keeps its period', async () => {
    const pages = pagesOf(
      await renderTaxReceiptPdf({
        ...SAMPLE_RECAP_RECEIPT,
        status: 'cancelled',
        cancelledAt: new Date('2027-02-10T09:00:00Z'),
      }),
    );
    for (const page of pages) expect(page).toContain('REÇU ANNULÉ le 10 février 2027');
    expect(pages.join(' ')).toContain('du 5 janvier 2026 au 5 décembre 2026');
  });

  it('the yearly summary lists each receipt and totals the ones not cancelled', async () => {
    const text = await textOf(
      await renderYearSummaryPdf('Jeanne Dupont', 2026, [
        SAMPLE_RECEIPT,
        { ...SAMPLE_RECEIPT, number: '2026-000043', amountCents: 5000 },
        {
          ...SAMPLE_RECEIPT,
          number: '2026-000050',
          amountCents: 7000,
          status: 'cancelled',
          cancelledAt: new Date('2026-12-01T00:00:00Z'),
        },
      ]),
    );
    expect(text).toContain('Récapitulatif de vos reçus fiscaux 2026');
    expect(text).toContain('2026-000043');
    expect(text).toContain('annulé');
    expect(text).toContain('Total des dons ouvrant droit à réduction : 1 284,50 €');
  });

  it('the yearly summary names a reçu récapitulatif with its period and count', async () => {
    const text = await textOf(
      await renderYearSummaryPdf('Jeanne Dupont', 2026, [SAMPLE_RECEIPT, SAMPLE_RECAP_RECEIPT]),
    );
    expect(text).toContain(
      '2026-000003 · Reçu récapitulatif 2026, du 5 janvier 2026 au 5 décembre 2026 (12 versements réguliers) · Les Amis des Arbres · 148,08 €',
    );
    expect(text).toContain('Total des dons ouvrant droit à réduction : 1 382,58 €');
  });
});
