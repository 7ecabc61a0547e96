import type { TaxReceiptRow } from './tax-receipt-pdf';

/** A complete receipt: the PDF test reads it back, scripts/render-sample-receipt.ts draws it. */
export const SAMPLE_RECEIPT: TaxReceiptRow = {
  id: '7f1c6a52-0c55-4c2a-9a59-2b1f0c7d3e11',
  donationId: '1b2c3d4e-0000-4000-8000-000000000001',
  associationId: '1b2c3d4e-0000-4000-8000-000000000002',
  year: 2026,
  sequence: 42,
  number: '2026-000042',
  status: 'issued',
  amountCents: 123450,
  ratePercent: 66,
  giftDate: '2026-11-23',
  donorName: 'Jeanne Dupont',
  donorAddress: '12 rue des Lilas',
  donorPostalCode: '69003',
  donorCity: 'Lyon',
  associationName: 'Les Amis des Arbres',
  associationAddress: '3 place du Marché, 38000 Grenoble',
  associationPurpose: 'Reboiser les forêts du Vercors et sensibiliser le public',
  associationLegalStatus: "Association loi 1901 d'intérêt général",
  signatoryName: 'Marie Curie',
  signatoryTitle: 'Présidente',
  emailedAt: null,
  issuedAt: new Date('2026-11-23T10:00:00Z'),
  cancelledAt: null,
  cancellationEmailedAt: null,
};
