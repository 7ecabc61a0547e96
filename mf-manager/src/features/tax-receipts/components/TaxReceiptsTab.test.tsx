import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, formatEuros } from 'shared-contracts';
import { fakeDashboardApi } from '../../../testing/fake-dashboard-api';
import { aTaxReceipt } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render';
import TaxReceiptsTab from './TaxReceiptsTab';

const thisYear = new Date().getFullYear();
const receipts = [
  aTaxReceipt({
    id: 'r2',
    number: `${thisYear}-000002`,
    year: thisYear,
    gift_date: `${thisYear}-03-04`,
    donor_name: 'Paul Durand',
    amount: 40,
    status: 'cancelled',
    cancelled_at: `${thisYear}-03-10T09:00:00.000Z`,
  }),
  aTaxReceipt({
    id: 'r1',
    number: `${thisYear}-000001`,
    year: thisYear,
    gift_date: `${thisYear}-03-02`,
    donor_name: 'Claire Martin',
    amount: 1234.5,
  }),
  aTaxReceipt({
    id: 'r0',
    number: `${thisYear - 1}-000001`,
    year: thisYear - 1,
    gift_date: `${thisYear - 1}-12-30`,
    donor_name: 'Ancien Donateur',
    amount: 20,
  }),
];
const totals = [
  {
    year: thisYear,
    issued_count: 1,
    issued_total: 1234.5,
    cancelled_count: 1,
    cancelled_total: 40,
  },
  { year: thisYear - 1, issued_count: 1, issued_total: 20, cancelled_count: 0, cancelled_total: 0 },
];

const totalOf = (label: string) => screen.getByText(label).nextSibling?.textContent;

function captureSavedFiles() {
  const saved: { blob: Blob; name: string }[] = [];
  URL.createObjectURL = jest.fn(() => 'blob:file');
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({
      blob: (URL.createObjectURL as jest.Mock).mock.calls.at(-1)[0] as Blob,
      name: this.download,
    });
  });
  return { saved, restore: () => click.mockRestore() };
}

describe('TaxReceiptsTab', () => {
  it('lists the year’s receipts, issued and cancelled with its date, and the year’s totals', async () => {
    renderPage(<TaxReceiptsTab />, {
      client: fakeDashboardApi({ taxReceipts: { receipts, totals } }),
    });
    const table = await screen.findByRole('table', { name: 'Reçus fiscaux' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['N° d’ordre', 'Date du don', 'Donateur', 'Montant', 'Statut', 'PDF']);
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      `${thisYear}-000002`,
      `04/03/${thisYear}`,
      'Paul Durand',
      '40\u00a0€',
      `Annulé le 10/03/${thisYear}`,
      'Télécharger',
    ]);
    expect(within(rows[2]).getAllByRole('cell')[4]).toHaveTextContent('Émis le 20/11/2026');
    expect(within(rows[2]).getAllByRole('cell')[3].textContent).toBe(formatEuros(1234.5));
    expect(rows).toHaveLength(3);
    expect(totalOf('Reçus émis')).toBe(`1 reçu · ${formatEuros(1234.5)}`);
    expect(totalOf('Reçus annulés')).toBe('1 reçu · 40\u00a0€');
  });

  it("names a regular gift's reçu récapitulatif with its year, period and number of charges (issue 29)", async () => {
    const recap = aTaxReceipt({
      id: 'r9',
      number: `${thisYear}-000009`,
      year: thisYear,
      gift_date: `${thisYear}-03-05`,
      donor_name: 'Hélène Régulière',
      amount: 36,
      recap: { charges: 3, first_date: `${thisYear}-01-05`, last_date: `${thisYear}-03-05` },
    });
    renderPage(<TaxReceiptsTab />, {
      client: fakeDashboardApi({ taxReceipts: { receipts: [recap], totals } }),
    });
    const table = await screen.findByRole('table', { name: 'Reçus fiscaux' });
    const [, row] = within(table).getAllByRole('row');
    const cells = within(row!).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent(`${thisYear}-000009Reçu récapitulatif ${thisYear}`);
    expect(cells[1]).toHaveTextContent(
      `du 05/01/${thisYear} au 05/03/${thisYear}3 versements réguliers`,
    );
    expect(cells[3]!.textContent).toBe(formatEuros(36));
  });

  it('changes year with the selector, totals included', async () => {
    renderPage(<TaxReceiptsTab />, {
      client: fakeDashboardApi({ taxReceipts: { receipts, totals } }),
    });
    const select = await screen.findByLabelText('Année');
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      String(thisYear),
      String(thisYear - 1),
    ]);
    fireEvent.change(select, { target: { value: String(thisYear - 1) } });
    expect(await screen.findByText('Ancien Donateur')).toBeInTheDocument();
    expect(screen.queryByText('Claire Martin')).not.toBeInTheDocument();
    expect(totalOf('Reçus émis')).toBe('1 reçu · 20\u00a0€');
    expect(totalOf('Reçus annulés')).toBe('0 reçu · 0\u00a0€');
  });

  it('downloads a receipt’s PDF and the yearly declaration CSV with the token (through the client)', async () => {
    const files = captureSavedFiles();
    const client = fakeDashboardApi({ taxReceipts: { receipts, totals } });
    const pdf = new Blob(['%PDF'], { type: 'application/pdf' });
    const csv = new Blob(['Année;…'], { type: 'text/csv' });
    const read = client.get.getMockImplementation()!;
    client.get.mockImplementation(async (path: string, options?: object) => {
      if (path.endsWith('/pdf')) return pdf;
      if (path.includes('/declaration/')) return csv;
      return read(path, options);
    });
    renderPage(<TaxReceiptsTab />, { client });
    fireEvent.click(
      await screen.findByRole('button', {
        name: `Télécharger le reçu n° ${thisYear}-000001 (PDF)`,
      }),
    );
    await waitFor(() => expect(files.saved).toHaveLength(1));
    expect(client.get).toHaveBeenCalledWith(
      '/dashboard/tax-receipts/r1/pdf',
      expect.objectContaining({ blob: true }),
    );
    expect(files.saved[0]).toEqual({ blob: pdf, name: `recu-fiscal-${thisYear}-000001.pdf` });
    fireEvent.click(
      screen.getByRole('button', { name: 'Télécharger la déclaration annuelle (CSV)' }),
    );
    await waitFor(() => expect(files.saved).toHaveLength(2));
    expect(client.get).toHaveBeenCalledWith(
      `/dashboard/tax-receipts/declaration/${thisYear}`,
      expect.objectContaining({ blob: true }),
    );
    expect(files.saved[1]).toEqual({ blob: csv, name: `recus-fiscaux-${thisYear}.csv` });
    files.restore();
  });

  it('says when the year has no receipt yet, and still offers the declaration', async () => {
    renderPage(<TaxReceiptsTab />, { client: fakeDashboardApi({}) });
    expect(await screen.findByText(`Aucun reçu fiscal en ${thisYear}`)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Télécharger la déclaration annuelle (CSV)' }),
    ).toBeEnabled();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the skeleton while loading, then an error with a retry', async () => {
    const reportError = jest.fn();
    const client = fakeDashboardApi({});
    client.get.mockRejectedValueOnce(new ApiError(500, {}));
    renderPage(<TaxReceiptsTab />, { client, reportError });
    expect(screen.getByTestId('page-loading')).toBeInTheDocument();
    expect(await screen.findByTestId('page-error')).toBeInTheDocument();
    expect(reportError).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText(`Aucun reçu fiscal en ${thisYear}`)).toBeInTheDocument();
  });

  it('a manager running several associations chooses whose declaration to download (issue 26)', async () => {
    const files = captureSavedFiles();
    const client = fakeDashboardApi({
      taxReceipts: {
        receipts,
        totals,
        associations: [
          { id: 'a-1', name: 'Les Amis des Forêts' },
          { id: 'a-2', name: 'Les Repas du Cœur' },
        ],
      },
    });
    const csv = new Blob(['Association;…'], { type: 'text/csv' });
    const read = client.get.getMockImplementation()!;
    client.get.mockImplementation(async (path: string, options?: object) => {
      if (path.includes('/declaration/')) return csv;
      return read(path, options);
    });
    renderPage(<TaxReceiptsTab />, { client });
    const select = await screen.findByLabelText('Association déclarante');
    expect(select).toHaveDisplayValue('Les Amis des Forêts');
    fireEvent.change(select, { target: { value: 'a-2' } });
    fireEvent.click(
      screen.getByRole('button', { name: 'Télécharger la déclaration annuelle (CSV)' }),
    );
    await waitFor(() => expect(files.saved).toHaveLength(1));
    expect(client.get).toHaveBeenCalledWith(
      `/dashboard/tax-receipts/declaration/${thisYear}`,
      expect.objectContaining({ blob: true, searchParams: { association_id: 'a-2' } }),
    );
    files.restore();
  });

  it('a manager of one association has no choice to make', async () => {
    const client = fakeDashboardApi({
      taxReceipts: { receipts, totals, associations: [{ id: 'a-1', name: 'Les Amis des Forêts' }] },
    });
    renderPage(<TaxReceiptsTab />, { client });
    await screen.findByRole('button', { name: 'Télécharger la déclaration annuelle (CSV)' });
    expect(screen.queryByLabelText('Association déclarante')).not.toBeInTheDocument();
  });
});
