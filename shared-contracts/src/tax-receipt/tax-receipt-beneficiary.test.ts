import { CERFA_11580 } from './cerfa';
import { formatSirenOrRna, missingReceiptFacts } from './tax-receipt-beneficiary';
import {
  RECEIPT_FACT_LABELS,
  TAX_RECEIPT_MESSAGES,
  TAX_RECEIPT_PDF_TEXTS,
} from './tax-receipt.texts';

const COMPLETE = {
  address: '14 rue Paul Bert',
  postal_code: '69003',
  city: 'Lyon',
  rna: 'W691075432',
  tax_purpose: 'Aide alimentaire',
  tax_legal_status: 'Association loi 1901',
  signatory_name: 'Claire Martin',
  signatory_title: 'Présidente',
  tax_document_url: '/api/uploads/documents/rescrit.pdf',
};

describe('the beneficiary block of a reçu fiscal', () => {
  it('is complete with street, postal code, commune, SIREN or RNA, and the declaration', () => {
    expect(missingReceiptFacts(COMPLETE)).toEqual([]);
    expect(missingReceiptFacts({ ...COMPLETE, rna: null, siren: '784302150' })).toEqual([]);
  });

  it('names each missing or malformed fact, in the form’s order', () => {
    expect(missingReceiptFacts({})).toEqual([
      'address',
      'postal_code',
      'city',
      'siren_or_rna',
      'purpose',
      'legal_status',
      'signatory',
      'proof',
    ]);
    expect(
      missingReceiptFacts({ ...COMPLETE, postal_code: '6900', rna: 'W12', siren: '123456789' }),
    ).toEqual(['postal_code', 'siren_or_rna']);
    expect(TAX_RECEIPT_MESSAGES.verificationIncomplete(['postal_code', 'siren_or_rna'])).toBe(
      'Vérification impossible : il manque le code postal et le numéro SIREN ou RNA de l’association.',
    );
    expect(Object.keys(RECEIPT_FACT_LABELS)).toHaveLength(8);
  });

  it('prints the SIREN grouped by three and the RNA as given', () => {
    expect(formatSirenOrRna('784302150', 'W691075432')).toBe('SIREN 784 302 150 · RNA W691075432');
    expect(formatSirenOrRna(null, 'W691075432')).toBe('RNA W691075432');
    expect(formatSirenOrRna(null, null)).toBe('');
  });
});

describe('the form the receipt follows', () => {
  it('is Cerfa 11580*05, for private donors under art. 200 and 978 CGI (never 238 bis)', () => {
    expect(CERFA_11580.label).toBe('Cerfa n° 11580*05');
    expect(TAX_RECEIPT_PDF_TEXTS.cerfa).toBe('Modèle conforme au formulaire Cerfa n° 11580*05');
    expect(TAX_RECEIPT_PDF_TEXTS.articles).toBe(
      'au titre des articles 200 et 978 du code général des impôts (CGI)',
    );
    expect(JSON.stringify(TAX_RECEIPT_PDF_TEXTS)).not.toContain('238 bis');
  });
});
