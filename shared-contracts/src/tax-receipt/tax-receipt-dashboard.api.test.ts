import { itSendsAndReads, useTestServer, type CallCase } from '../testing/call-cases';
import {
  declareAssociationTaxEligibility,
  downloadManagerTaxReceiptPdf,
  downloadTaxReceiptDeclarationCsv,
  getAdminTaxReceiptCounts,
  getManagerTaxReceipts,
  reviewAssociationTaxEligibility,
} from './tax-receipt-dashboard.api';

const receipt = {
  id: 'r1',
  number: '2026-000001',
  year: 2026,
  status: 'issued',
  amount: 100,
  rate: 66,
  gift_date: '2026-11-20',
  donor_name: 'Julie Donatrice',
  association_id: 'a1',
  association_name: 'Les Amis du Puits',
  issued_at: '2026-11-20T10:00:00.000Z',
  cancelled_at: null,
  pdf_url: '/api/dashboard/tax-receipts/r1/pdf',
};
const totals = [
  { year: 2026, issued_count: 1, issued_total: 100, cancelled_count: 0, cancelled_total: 0 },
];
const counts = {
  association_id: 'a1',
  association_name: 'Les Amis du Puits',
  tax_eligibility: 'verified',
  tax_rate: 66,
  issued_count: 1,
  cancelled_count: 0,
  issued_total: 100,
};
const declaration = {
  purpose: 'Creuser des puits',
  legal_status: 'Association loi 1901',
  signatory_name: 'Marc Gérant',
  signatory_title: 'Président',
  document_url: '/uploads/documents/rescrit.pdf',
};

const cases: CallCase[] = [
  [
    'GET',
    '/dashboard/tax-receipts?year=2026',
    '/dashboard/tax-receipts',
    { data: { receipts: [receipt], totals, associations: [{ id: 'a1', name: 'Les Amis' }] } },
    (c) => getManagerTaxReceipts(c, 2026),
    { receipts: [receipt], totals, associations: [{ id: 'a1', name: 'Les Amis' }] },
  ],
  [
    'POST',
    '/dashboard/tax-eligibility',
    '/dashboard/tax-eligibility',
    { data: { association_id: 'a1' } },
    (c) => declareAssociationTaxEligibility(c, declaration),
    undefined,
    declaration,
  ],
  [
    'PUT',
    '/admin/associations/a1/tax-eligibility',
    '/admin/associations/a1/tax-eligibility',
    { data: { association_id: 'a1', tax_eligibility: 'verified', tax_rate: 75 } },
    (c) => reviewAssociationTaxEligibility(c, 'a1', { decision: 'verified', rate: 75 }),
    { association_id: 'a1', tax_eligibility: 'verified', tax_rate: 75 },
    { decision: 'verified', rate: 75 },
  ],
  [
    'GET',
    '/admin/tax-receipts/counts',
    '/admin/tax-receipts/counts',
    { data: [counts] },
    (c) => getAdminTaxReceiptCounts(c),
    [counts],
  ],
];

describe('tax receipt calls of the dashboards against a real server', () => {
  const context = useTestServer();
  itSendsAndReads(context, cases);

  it('downloads a receipt PDF and the yearly declaration CSV as files', async () => {
    context.server.reply('GET', '/dashboard/tax-receipts/r1/pdf', {
      text: '%PDF-1.7',
      contentType: 'application/pdf',
    });
    context.server.reply('GET', '/dashboard/tax-receipts/declaration/2026', {
      text: 'Année;Nombre de reçus émis',
      contentType: 'text/csv; charset=utf-8',
    });
    const pdf = await downloadManagerTaxReceiptPdf(context.client, 'r1');
    const csv = await downloadTaxReceiptDeclarationCsv(context.client, 2026);
    expect(pdf.type).toBe('application/pdf');
    expect(new TextDecoder().decode(await csv.arrayBuffer())).toBe('Année;Nombre de reçus émis');
    expect(context.server.requests.map((request) => request.headers.authorization)).toEqual([
      'Bearer jwt',
      'Bearer jwt',
    ]);
  });

  it('asks for the declaration of the association chosen (issue 26)', async () => {
    context.server.reply('GET', '/dashboard/tax-receipts/declaration/2026', {
      text: 'Association;Les Amis',
      contentType: 'text/csv; charset=utf-8',
    });
    await downloadTaxReceiptDeclarationCsv(context.client, 2026, 'a2');
    expect(context.server.requests.at(-1)!.url).toBe(
      '/api/dashboard/tax-receipts/declaration/2026?association_id=a2',
    );
  });
});
