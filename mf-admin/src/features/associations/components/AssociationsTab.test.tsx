import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from 'shared-contracts';
import { anAssociation, fakeAdminApi, pending } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render';
import AssociationsTab from './AssociationsTab';

const list = [
  anAssociation(),
  anAssociation({ id: 'a-2', name: 'Santé Pour Tous', status: 'pending', category: 'health' }),
  anAssociation({ id: 'a-3', name: 'Écoles du Monde', status: 'rejected', category: 'education' }),
];

describe('AssociationsTab', () => {
  it('shows a skeleton while loading', () => {
    renderPage(<AssociationsTab />, {
      client: fakeAdminApi({
        '/admin/associations': pending,
        '/admin/tax-receipts/counts': pending,
      }),
    });
    expect(screen.getByTestId('page-loading')).toBeInTheDocument();
  });

  it('says when there is no association', async () => {
    renderPage(<AssociationsTab />, { client: fakeAdminApi({ '/admin/associations': [] }) });
    expect(await screen.findByText('Aucune association')).toBeInTheDocument();
  });

  it('shows the loading error of the spec', async () => {
    renderPage(<AssociationsTab />, {
      client: fakeAdminApi({
        '/admin/associations': () => {
          throw new ApiError(503, {});
        },
      }),
      reportError: jest.fn(),
    });
    expect(
      await screen.findByText('Erreur lors du chargement des associations'),
    ).toBeInTheDocument();
  });

  it('lists statuses and offers approve and reject on pending rows only', async () => {
    renderPage(<AssociationsTab />, { client: fakeAdminApi({ '/admin/associations': list }) });
    const approved = await screen.findByTestId('association-row-a-1');
    const pendingRow = screen.getByTestId('association-row-a-2');
    const rejected = screen.getByTestId('association-row-a-3');
    expect(approved).toHaveTextContent('Approuvée');
    expect(pendingRow).toHaveTextContent('En attente');
    expect(pendingRow).toHaveTextContent('Santé');
    expect(rejected).toHaveTextContent('Rejetée');
    expect(within(approved).queryByRole('button', { name: /^Approuver/ })).toBeNull();
    expect(within(rejected).queryByRole('button', { name: /^Rejeter/ })).toBeNull();
    expect(within(pendingRow).getByRole('button', { name: /^Approuver/ })).toBeInTheDocument();
    expect(within(pendingRow).getByRole('button', { name: /^Rejeter/ })).toBeInTheDocument();
    expect(within(approved).getByRole('link', { name: /^Modifier/ })).toHaveAttribute(
      'href',
      '/admin/associations/a-1/edit',
    );
    expect(screen.getByRole('link', { name: 'Nouvelle association' })).toHaveAttribute(
      'href',
      '/admin/associations/create',
    );
  });

  it('approves a pending association through the review call, with the spec toast', async () => {
    const client = fakeAdminApi({ '/admin/associations': list });
    renderPage(<AssociationsTab />, { client });
    fireEvent.click(await screen.findByRole('button', { name: 'Approuver Santé Pour Tous' }));
    await waitFor(() =>
      expect(client.post).toHaveBeenCalledWith(
        '/admin/associations/a-2/review',
        { status: 'approved' },
        expect.anything(),
      ),
    );
    expect(await screen.findByText('Association approuvée avec succès')).toBeInTheDocument();
    expect(client.put).not.toHaveBeenCalled();
  });

  it('rejects only with a reason, asked in the edit screen’s dialog and sent to the review call', async () => {
    const client = fakeAdminApi({ '/admin/associations': list });
    renderPage(<AssociationsTab />, { client });
    fireEvent.click(await screen.findByRole('button', { name: 'Rejeter Santé Pour Tous' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rejeter l’association' });
    expect(client.post).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rejeter' }));
    expect(
      await within(dialog).findByText('Veuillez indiquer le motif du refus'),
    ).toBeInTheDocument();
    expect(client.post).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText(/Motif du refus/), {
      target: { value: '  Statuts illisibles.  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rejeter' }));
    await waitFor(() =>
      expect(client.post).toHaveBeenCalledWith(
        '/admin/associations/a-2/review',
        { status: 'rejected', reason: 'Statuts illisibles.' },
        expect.anything(),
      ),
    );
    expect(await screen.findByText('Association rejetée')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Rejeter l’association' })).toBeNull(),
    );
    expect(client.put).not.toHaveBeenCalled();
  });

  it('keeps the reason when a rejection failed, and says so; cancelling sends nothing', async () => {
    const client = fakeAdminApi({ '/admin/associations': list });
    renderPage(<AssociationsTab />, { client, reportError: jest.fn() });
    client.post.mockRejectedValueOnce(new ApiError(500, {}));
    fireEvent.click(await screen.findByRole('button', { name: 'Rejeter Santé Pour Tous' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rejeter l’association' });
    fireEvent.change(within(dialog).getByLabelText(/Motif du refus/), {
      target: { value: 'RIB manquant' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rejeter' }));
    expect(await screen.findByText('Erreur lors du rejet')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Motif du refus/)).toHaveValue('RIB manquant');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Rejeter l’association' })).toBeNull(),
    );
    expect(client.post).toHaveBeenCalledTimes(1);

    client.post.mockRejectedValueOnce(new ApiError(500, {}));
    fireEvent.click(screen.getByRole('button', { name: 'Approuver Santé Pour Tous' }));
    expect(await screen.findByText("Erreur lors de l'approbation")).toBeInTheDocument();
  });

  it('deletes only after the confirmation', async () => {
    const client = fakeAdminApi({ '/admin/associations': list });
    renderPage(<AssociationsTab />, { client });
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer Écoles du Monde' }));
    expect(client.delete).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('« Écoles du Monde » sera supprimée');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    // The call also carries the screen's abort signal: the path is what the user's action names.
    await waitFor(() =>
      expect(client.delete.mock.calls.map((call) => call[0])).toEqual(['/admin/associations/a-3']),
    );
    expect(await screen.findByText('Association supprimée')).toBeInTheDocument();
  });

  it('shows each association’s reçus fiscaux: eligibility with its rate, issued and cancelled', async () => {
    renderPage(<AssociationsTab />, {
      client: fakeAdminApi({
        '/admin/associations': list,
        '/admin/tax-receipts/counts': [
          {
            association_id: 'a-1',
            association_name: 'Les Amis du Quartier',
            tax_eligibility: 'verified',
            tax_rate: 66,
            issued_count: 12,
            cancelled_count: 2,
            issued_total: 1200,
          },
          {
            association_id: 'a-2',
            association_name: 'Santé Pour Tous',
            tax_eligibility: 'declared',
            tax_rate: null,
            issued_count: 0,
            cancelled_count: 0,
            issued_total: 0,
          },
        ],
      }),
    });
    const header = (await screen.findAllByRole('columnheader')).map((cell) => cell.textContent);
    expect(header).toContain('Reçus fiscaux');
    const first = screen.getByTestId('association-row-a-1');
    expect(first).toHaveTextContent('Vérifiée à 66 % (intérêt général)');
    expect(first).toHaveTextContent('12 émis · 2 annulés');
    const second = screen.getByTestId('association-row-a-2');
    expect(second).toHaveTextContent('Déclarée');
    expect(second).toHaveTextContent('0 émis · 0 annulé');
    expect(screen.getByTestId('association-row-a-3')).toHaveTextContent('Non déclarée');
  });
});
