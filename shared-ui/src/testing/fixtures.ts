import type { TaxReceipt } from 'shared-contracts';

/** A reçu fiscal as GET /donor/tax-receipts and GET /dashboard/tax-receipts answer it. */
export function taxReceiptFixture(overrides: Partial<TaxReceipt> = {}): TaxReceipt {
  return {
    id: 'r1',
    number: '2026-000001',
    year: 2026,
    status: 'issued',
    amount: 100,
    rate: 66,
    gift_date: '2026-11-20',
    donor_name: 'Claire Martin',
    association_id: 'a1',
    association_name: 'Jardins Solidaires',
    issued_at: '2026-11-20T10:00:00.000Z',
    cancelled_at: null,
    pdf_url: '/api/dashboard/tax-receipts/r1/pdf',
    ...overrides,
  };
}
