import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeDashboardApi } from '../../../testing/fake-dashboard-api';
import { aDonation } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render';
import DonationsTab from './DonationsTab';

const donations = [
  aDonation({
    id: 'd1',
    donor_name: 'Claire Martin',
    amount: 50,
    campaign_id: 'c1',
    campaign_title: 'Potager',
  }),
  aDonation({
    id: 'd2',
    donor_name: 'Nom caché',
    is_anonymous: true,
    amount: 12.5,
    message: null,
    reward_selected: null,
    campaign_id: 'c2',
    campaign_title: 'Serre',
  }),
];

/** jsdom's Blob has no text(); the BOM is kept to check it is there. */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });
}

// The refund button shows for a gift of the last 30 days: 'today' is fixed for the fixtures.
const TODAY = Date.parse('2026-11-27T12:00:00.000Z');

describe('DonationsTab', () => {
  beforeEach(() => {
    jest.spyOn(Date, 'now').mockReturnValue(TODAY);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows donor, email, date, campaign, message, amount and reward; anonymous donors as Donateur anonyme', async () => {
    renderPage(<DonationsTab />, { client: fakeDashboardApi({ donations }) });
    const rows = await screen.findAllByRole('row');
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Donateur',
      'Email',
      'Date',
      'Campagne',
      'Message',
      'Montant',
      'Contrepartie',
      'Action',
    ]);
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Claire Martin',
      'claire@exemple.fr',
      '22/11/2026 11:00',
      'Potager',
      'Bravo !',
      '50\u00a0€',
      'Carte postale',
      'Rembourser',
    ]);
    expect(within(rows[2]).getAllByRole('cell')[0]).toHaveTextContent('Donateur anonyme');
    expect(screen.queryByText('Nom caché')).not.toBeInTheDocument();
    expect(screen.getByText('2 donation(s)')).toBeInTheDocument();
  });

  it("says 'Non communiqué' where a donor did not agree to be contacted (the API sends no email)", async () => {
    renderPage(<DonationsTab />, {
      client: fakeDashboardApi({
        donations: [
          aDonation({ id: 'd3', donor_name: 'Lou Discret', donor_email: '', phone: null }),
        ],
      }),
    });
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1]).getAllByRole('cell')[1]).toHaveTextContent('Non communiqué');
  });

  it('scrolls the table on a phone inside a region the keyboard reaches, named by the tab', async () => {
    renderPage(<DonationsTab />, { client: fakeDashboardApi({ donations }) });
    const table = await screen.findByRole('table', { name: 'Donations reçues' });
    const region = screen.getByRole('region', { name: 'Donations reçues' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(table);
  });

  it('filters by campaign', async () => {
    renderPage(<DonationsTab />, { client: fakeDashboardApi({ donations }) });
    const filter = await screen.findByLabelText('Campagne');
    expect([...(filter as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Toutes les campagnes',
      'Potager',
      'Serre',
    ]);
    fireEvent.change(filter, { target: { value: 'c2' } });
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText('1 donation(s)')).toBeInTheDocument();
  });

  it('exports the rows shown as a French CSV file', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:csv';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage(<DonationsTab />, { client: fakeDashboardApi({ donations }) });
    fireEvent.change(await screen.findByLabelText('Campagne'), { target: { value: 'c2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const text = await blobText(created[0]);
    expect(created[0].type).toBe('text/csv;charset=utf-8');
    expect(text.split('\r\n')).toEqual([
      '\ufeffDate;Campagne;Donateur;Email;Message;Montant (EUR);Contrepartie',
      '22/11/2026 11:00;Serre;Donateur anonyme;claire@exemple.fr;;12,50;',
      '',
    ]);
    click.mockRestore();
  });

  it('says when no donation was received yet', async () => {
    renderPage(<DonationsTab />, { client: fakeDashboardApi({}) });
    expect(await screen.findByText('Aucune donation reçue pour le moment')).toBeInTheDocument();
  });

  it('refunds a recent gift with the reason typed, then reads the list again', async () => {
    const client = fakeDashboardApi({ donations });
    client.post.mockResolvedValue({ ...donations[0], payment_status: 'refunded' } as never);
    renderPage(<DonationsTab />, { client });
    fireEvent.click(
      await screen.findByRole('button', { name: /Rembourser le don de Claire Martin \(50\s€\)/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Rembourser ce don' });
    fireEvent.change(within(dialog).getByLabelText(/Motif du remboursement/), {
      target: { value: 'Le donateur a changé d’avis' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer le remboursement' }));
    await waitFor(() =>
      expect(client.post).toHaveBeenCalledWith(
        '/dashboard/donations/d1/refund',
        { reason: 'Le donateur a changé d’avis' },
        expect.anything(),
      ),
    );
    await waitFor(() => expect(client.getList).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers no refund for a gift over 30 days old (support decides then)', async () => {
    renderPage(<DonationsTab />, {
      client: fakeDashboardApi({
        donations: [aDonation({ id: 'old', created_at: '2026-10-20T10:00:00.000Z' })],
      }),
    });
    await screen.findAllByRole('row');
    expect(screen.queryByRole('button', { name: /Rembourser/ })).not.toBeInTheDocument();
  });
});
