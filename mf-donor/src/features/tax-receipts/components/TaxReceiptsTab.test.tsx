import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from 'shared-contracts';
import { saveFile } from 'shared-ui';
import { aTaxReceipt, fakeApiWithReads, pending } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render';
import { TaxReceiptsTab } from './TaxReceiptsTab';

jest.mock('shared-ui', () => ({ ...jest.requireActual('shared-ui'), saveFile: jest.fn() }));
const save = saveFile as jest.MockedFunction<typeof saveFile>;

const PATH = '/donor/tax-receipts';

beforeEach(() => save.mockReset());

describe('donor TaxReceiptsTab', () => {
  it('shows a skeleton while loading', () => {
    renderPage(<TaxReceiptsTab />, { client: fakeApiWithReads({ [PATH]: pending }) });
    expect(screen.getByTestId('page-loading')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mes reçus fiscaux' })).toBeInTheDocument();
  });

  it('lists each receipt: number, association, amount, date of the gift, status with its date', async () => {
    renderPage(<TaxReceiptsTab />, {
      client: fakeApiWithReads({
        [PATH]: [
          aTaxReceipt(),
          aTaxReceipt({
            id: 'r-2',
            number: '2025-000007',
            year: 2025,
            amount: 12.5,
            rate: 75,
            gift_date: '2025-06-02',
            association_name: 'Les Restos du Quartier',
            status: 'cancelled',
            cancelled_at: '2025-07-01T09:00:00.000Z',
          }),
        ],
      }),
    });
    const [issued, cancelled] = await screen.findAllByTestId('donor-tax-receipt');
    expect(within(issued).getByRole('heading', { name: 'Reçu n° 2026-000001' })).toBeVisible();
    expect(issued).toHaveTextContent('Les Amis du Quartier');
    expect(issued).toHaveTextContent(/100\s€/);
    expect(issued).toHaveTextContent('20/11/2026');
    expect(issued).toHaveTextContent('66 %');
    expect(within(issued).getByTestId('tax-receipt-status')).toHaveTextContent(
      'Émis le 20/11/2026',
    );
    expect(cancelled).toHaveTextContent('Les Restos du Quartier');
    expect(cancelled).toHaveTextContent(/12,50\s€/);
    expect(within(cancelled).getByTestId('tax-receipt-status')).toHaveTextContent(
      'Annulé le 01/07/2025',
    );
    // By calendar year, the newest first.
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Année 2026 (1 reçu)',
      'Année 2025 (1 reçu)',
    ]);
    // One gift a year: no yearly summary.
    expect(screen.queryByRole('button', { name: /récapitulatif/ })).toBeNull();
  });

  it("names a regular gift's reçu récapitulatif with its year, period and number of charges (issue 29)", async () => {
    renderPage(<TaxReceiptsTab />, {
      client: fakeApiWithReads({
        [PATH]: [
          aTaxReceipt({
            number: '2026-000003',
            amount: 148.08,
            gift_date: '2026-12-05',
            recap: { charges: 12, first_date: '2026-01-05', last_date: '2026-12-05' },
          }),
        ],
      }),
    });
    const [recap] = await screen.findAllByTestId('donor-tax-receipt');
    expect(within(recap).getByRole('heading', { name: 'Reçu n° 2026-000003' })).toBeVisible();
    expect(within(recap).getByTestId('tax-receipt-recap')).toHaveTextContent(
      'Reçu récapitulatif 2026',
    );
    expect(recap).toHaveTextContent('Période des versements');
    expect(recap).toHaveTextContent('du 05/01/2026 au 05/12/2026 · 12 versements réguliers');
    expect(recap).toHaveTextContent(/148,08\s€/);
    expect(recap).not.toHaveTextContent('Date du don');
  });

  it('downloads a receipt PDF through the API client (Bearer token) and saves it under its number', async () => {
    const client = fakeApiWithReads({ [PATH]: [aTaxReceipt()] });
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const read = client.get.getMockImplementation()!;
    client.get.mockImplementation(((path: string, options?: { blob?: boolean }) =>
      options?.blob ? Promise.resolve(pdf) : read(path, options)) as never);
    renderPage(<TaxReceiptsTab />, { client });
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Télécharger le PDF du reçu fiscal n° 2026-000001',
      }),
    );
    await waitFor(() => expect(save).toHaveBeenCalledWith(pdf, 'recu-fiscal-2026-000001.pdf'));
    expect(client.get).toHaveBeenCalledWith(
      '/donor/tax-receipts/r-1/pdf',
      expect.objectContaining({ blob: true }),
    );
  });

  it('offers the yearly summary PDF for a year with several gifts', async () => {
    const client = fakeApiWithReads({
      [PATH]: [aTaxReceipt(), aTaxReceipt({ id: 'r-3', number: '2026-000004' })],
    });
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const read = client.get.getMockImplementation()!;
    client.get.mockImplementation(((path: string, options?: { blob?: boolean }) =>
      options?.blob ? Promise.resolve(pdf) : read(path, options)) as never);
    renderPage(<TaxReceiptsTab />, { client });
    const year = await screen.findByTestId('tax-receipts-2026');
    expect(within(year).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Année 2026 (2 reçus)',
    );
    fireEvent.click(
      within(year).getByRole('button', { name: 'Télécharger le récapitulatif 2026 (PDF)' }),
    );
    await waitFor(() => expect(save).toHaveBeenCalledWith(pdf, 'recus-fiscaux-2026.pdf'));
    expect(client.get).toHaveBeenCalledWith(
      '/donor/tax-receipts/summary/2026/pdf',
      expect.objectContaining({ blob: true }),
    );
  });

  it('a failed download goes to the shell, and nothing is saved', async () => {
    const client = fakeApiWithReads({ [PATH]: [aTaxReceipt()] });
    const read = client.get.getMockImplementation()!;
    client.get.mockImplementation(((path: string, options?: { blob?: boolean }) =>
      options?.blob
        ? Promise.reject(new ApiError(404, { detail: 'Reçu fiscal introuvable' }))
        : read(path, options)) as never);
    const reportError = jest.fn();
    renderPage(<TaxReceiptsTab />, { client, reportError });
    fireEvent.click(
      await screen.findByRole('button', { name: /Télécharger le PDF du reçu fiscal/ }),
    );
    await waitFor(() => expect(reportError).toHaveBeenCalled());
    expect(save).not.toHaveBeenCalled();
  });

  it("says 'Aucun reçu fiscal' when there is none", async () => {
    renderPage(<TaxReceiptsTab />, { client: fakeApiWithReads({ [PATH]: [] }) });
    expect(await screen.findByText('Aucun reçu fiscal')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Les reçus fiscaux de vos dons aux associations habilitées apparaîtront ici après le paiement.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the loading error with a retry', async () => {
    renderPage(<TaxReceiptsTab />, {
      client: fakeApiWithReads({
        [PATH]: () => {
          throw new ApiError(500, {});
        },
      }),
      reportError: jest.fn(),
    });
    expect(
      await screen.findByText('Erreur lors du chargement des reçus fiscaux'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it("splits each year's receipts into the two boxes of the tax return, 7UD (75 %) and 7UF (66 %), cancelled ones left out (issue 26)", async () => {
    renderPage(<TaxReceiptsTab />, {
      client: fakeApiWithReads({
        [PATH]: [
          aTaxReceipt({ id: 'a', number: '2026-000001', year: 2026, amount: 100, rate: 75 }),
          aTaxReceipt({ id: 'b', number: '2026-000002', year: 2026, amount: 50, rate: 66 }),
          aTaxReceipt({ id: 'c', number: '2026-000003', year: 2026, amount: 20.5, rate: 66 }),
          aTaxReceipt({
            id: 'd',
            number: '2026-000004',
            year: 2026,
            amount: 900,
            rate: 75,
            status: 'cancelled',
            cancelled_at: '2026-07-01T09:00:00.000Z',
          }),
        ],
      }),
    });
    const boxes = await screen.findByTestId('tax-return-boxes-2026');
    expect(boxes).toHaveTextContent('À reporter sur votre déclaration des revenus de 2026');
    const row = (label: RegExp) => within(boxes).getByText(label).nextElementSibling?.textContent;
    expect(row(/^Case 7UD/)).toBe('100\u00a0€');
    expect(row(/^Case 7UF/)).toBe('70,50\u00a0€');
  });
});
