import { ID } from '../testing/api-fixtures';
import { itSendsAndReads, useTestServer, type CallCase } from '../testing/call-cases';
import { ApiError } from '../http/api-error';
import {
  downloadDonorTaxReceipt,
  downloadDonorTaxReceiptSummary,
  getDonorTaxReceipts,
} from './tax-receipt.api';

const receipt = {
  id: ID,
  number: '2026-000001',
  year: 2026,
  status: 'issued',
  amount: 100,
  rate: 66,
  gift_date: '2026-03-02',
  donor_name: 'Julie Donatrice',
  association_id: ID,
  association_name: 'Les Amis du Puits',
  issued_at: '2026-03-02T10:00:00.000Z',
  cancelled_at: null,
  pdf_url: `/api/donor/tax-receipts/${ID}/pdf`,
};

const cases: CallCase[] = [
  [
    'GET',
    '/donor/tax-receipts',
    '/donor/tax-receipts',
    { data: [receipt] },
    (c) => getDonorTaxReceipts(c),
    [receipt],
  ],
];

describe('tax receipt calls against a real server', () => {
  const context = useTestServer();
  itSendsAndReads(context, cases);

  it.each([
    [`/donor/tax-receipts/${ID}/pdf`, () => downloadDonorTaxReceipt(context.client, ID)],
    [
      '/donor/tax-receipts/summary/2026/pdf',
      () => downloadDonorTaxReceiptSummary(context.client, 2026),
    ],
  ])('GET %s reads the PDF as a Blob, with the Bearer token', async (path, call) => {
    context.server.reply('GET', path, { text: '%PDF-1.7 x', contentType: 'application/pdf' });
    const blob = await call();
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.7 x');
    expect(context.server.requests[0]!.url).toBe(`/api${path}`);
    expect(context.server.requests[0]!.headers.authorization).toBe('Bearer jwt');
  });

  it('a refused download is an ApiError with the French message', async () => {
    context.server.reply('GET', `/donor/tax-receipts/${ID}/pdf`, {
      status: 404,
      json: { detail: 'Reçu fiscal introuvable' },
    });
    const error = await downloadDonorTaxReceipt(context.client, ID).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
  });
});
