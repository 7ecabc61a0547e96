import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from 'shared-contracts';
import { aCampaign, anAssociation, fakeAdminApi, pending } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render';
import CampaignsTab from './CampaignsTab';

describe('CampaignsTab', () => {
  it('shows a skeleton while loading', () => {
    renderPage(<CampaignsTab />, {
      client: fakeAdminApi({ '/admin/campaigns': pending, '/admin/associations': pending }),
    });
    expect(screen.getByTestId('page-loading')).toBeInTheDocument();
  });

  it('shows the loading error of the spec', async () => {
    renderPage(<CampaignsTab />, {
      client: fakeAdminApi({
        '/admin/campaigns': () => {
          throw new ApiError(500, {});
        },
        '/admin/associations': [],
      }),
      reportError: jest.fn(),
    });
    expect(await screen.findByText('Erreur lors du chargement des campagnes')).toBeInTheDocument();
  });

  it('disables creation with the hint until an association is approved', async () => {
    renderPage(<CampaignsTab />, {
      client: fakeAdminApi({
        '/admin/campaigns': [],
        '/admin/associations': [anAssociation({ status: 'pending' })],
      }),
    });
    expect(await screen.findByText('Aucune campagne')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nouvelle campagne' })).toBeDisabled();
    expect(screen.getByTestId('campaign-create-hint')).toHaveTextContent(
      "Approuvez d'abord au moins une association pour créer une campagne.",
    );
  });

  it('lists campaigns, links creation and edition, deletes after confirmation', async () => {
    const client = fakeAdminApi({
      '/admin/campaigns': [
        aCampaign(),
        aCampaign({ id: 'c-2', title: 'Sans fin', target_amount: null, status: 'draft' }),
      ],
      '/admin/associations': [anAssociation()],
    });
    renderPage(<CampaignsTab />, { client });
    const row = await screen.findByTestId('campaign-row-c-1');
    expect(row).toHaveTextContent('Jardin partagé');
    expect(row).toHaveTextContent('Les Amis du Quartier');
    expect(row).toHaveTextContent('Active');
    expect(screen.getByTestId('campaign-row-c-2')).toHaveTextContent('Brouillon');
    expect(screen.getByTestId('campaign-row-c-2')).toHaveTextContent('En continu');
    expect(screen.getByRole('link', { name: 'Nouvelle campagne' })).toHaveAttribute(
      'href',
      '/admin/campaigns/create',
    );
    expect(screen.queryByTestId('campaign-create-hint')).toBeNull();
    expect(within(row).getByRole('link', { name: /^Modifier/ })).toHaveAttribute(
      'href',
      '/admin/campaigns/c-1/edit',
    );
    fireEvent.click(within(row).getByRole('button', { name: /^Supprimer/ }));
    const dialog = await screen.findByRole('dialog');
    expect(client.delete).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    // The call also carries the screen's abort signal: the path is what the user's action names.
    await waitFor(() =>
      expect(client.delete.mock.calls.map((call) => call[0])).toEqual(['/admin/campaigns/c-1']),
    );
    expect(await screen.findByText('Campagne supprimée')).toBeInTheDocument();
  });
});
