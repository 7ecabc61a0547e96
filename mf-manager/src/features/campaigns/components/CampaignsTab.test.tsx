import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from 'shared-contracts';
import { fakeDashboardApi } from '../../../testing/fake-dashboard-api';
import { aCampaign, anAssociation } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render';
import CampaignsTab from './CampaignsTab';

describe('CampaignsTab', () => {
  it('lists campaigns with their status badges (unknown statuses raw), edit links and a create button', async () => {
    renderPage(<CampaignsTab />, {
      client: fakeDashboardApi({
        campaigns: [
          aCampaign({ id: 'c1', title: 'Potager', status: 'active' }),
          aCampaign({ id: 'c2', title: 'Brouillon à finir', status: 'draft', target_amount: null }),
          aCampaign({ id: 'c3', title: 'Archivée', status: 'archived' as never }),
        ],
      }),
    });
    const items = await screen.findAllByRole('listitem');
    expect(within(items[0]).getByText('Active')).toBeInTheDocument();
    expect(
      within(items[0]).getByText('1 200 € collectés sur 5 000 € · Fin le 31/12/2026'),
    ).toBeInTheDocument();
    expect(within(items[1]).getByText('Brouillon')).toBeInTheDocument();
    expect(within(items[1]).getByText(/^1 200 € collectés ·/)).toBeInTheDocument();
    expect(within(items[2]).getByText('archived')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Modifier la campagne Potager' })).toHaveAttribute(
      'href',
      '/dashboard/campaigns/c1/edit',
    );
    expect(screen.getByRole('link', { name: 'Nouvelle campagne' })).toHaveAttribute(
      'href',
      '/dashboard/campaigns/create',
    );
  });

  it('says a draft is not public, links a live campaign to its public page, and publishes a draft after saying what the public will see', async () => {
    const client = fakeDashboardApi({
      association: anAssociation({ status: 'approved' }),
      campaigns: [
        aCampaign({ id: 'c1', title: 'Potager', status: 'active', slug: 'potager' }),
        aCampaign({ id: 'c2', title: 'Verger', status: 'draft', slug: 'verger' }),
      ],
    });
    client.put.mockResolvedValue(aCampaign({ id: 'c2', title: 'Verger', status: 'active' }));
    renderPage(<CampaignsTab />, { client });
    const items = await screen.findAllByRole('listitem');
    expect(
      within(items[0]).getByRole('link', { name: 'Voir la page publique de la campagne Potager' }),
    ).toHaveAttribute('href', '/campaign/potager');
    expect(within(items[0]).queryByRole('button', { name: /Publier/ })).not.toBeInTheDocument();
    expect(within(items[1]).getByTestId('draft-notice')).toHaveTextContent(
      /n'est visible que par vous/,
    );
    expect(within(items[1]).queryByRole('link', { name: /page publique/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('cannot-publish')).not.toBeInTheDocument();

    const publish = within(items[1]).getByRole('button', { name: 'Publier la campagne Verger' });
    await waitFor(() => expect(publish).toBeEnabled());
    fireEvent.click(publish);
    const dialog = await screen.findByRole('dialog', { name: 'Publier la campagne ?' });
    expect(dialog).toHaveTextContent(/« Verger » sera en ligne à son adresse publique/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publier' }));
    await waitFor(() =>
      expect(client.put).toHaveBeenCalledWith(
        '/dashboard/campaigns/c2',
        { status: 'active' },
        expect.anything(),
      ),
    );
    expect(
      await screen.findByText('Campagne publiée : elle est maintenant visible par le public.'),
    ).toBeInTheDocument();
  });

  it('tells a pending association why it cannot publish yet, with Publier off', async () => {
    renderPage(<CampaignsTab />, {
      client: fakeDashboardApi({
        association: anAssociation({ status: 'pending' }),
        campaigns: [aCampaign({ id: 'c2', title: 'Verger', status: 'draft' })],
      }),
    });
    expect(await screen.findByTestId('cannot-publish')).toHaveTextContent(
      /une fois votre association approuvée .* en attente de validation/,
    );
    expect(screen.getByRole('button', { name: 'Publier la campagne Verger' })).toBeDisabled();
  });

  it("says 'Aucune campagne créée pour le moment' and still offers to create one", async () => {
    renderPage(<CampaignsTab />, { client: fakeDashboardApi({}) });
    expect(await screen.findByText('Aucune campagne créée pour le moment')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nouvelle campagne' })).toBeInTheDocument();
  });

  it('deletes a campaign after confirmation and reloads the list', async () => {
    const client = fakeDashboardApi({ campaigns: [aCampaign({ id: 'c1', title: 'Potager' })] });
    client.delete.mockResolvedValue(undefined);
    renderPage(<CampaignsTab />, { client });
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer la campagne Potager' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer la campagne ?' });
    expect(dialog).toHaveTextContent('La campagne « Potager » sera définitivement supprimée.');
    client.getList.mockResolvedValue([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() =>
      expect(client.delete).toHaveBeenCalledWith('/dashboard/campaigns/c1', expect.anything()),
    );
    expect(await screen.findByText('Campagne supprimée')).toBeInTheDocument();
    expect(await screen.findByText('Aucune campagne créée pour le moment')).toBeInTheDocument();
  });

  it("hands the server's refusal (a campaign that received money) to the shell and keeps it listed", async () => {
    const client = fakeDashboardApi({ campaigns: [aCampaign({ id: 'c1', title: 'Potager' })] });
    const refusal = new ApiError(409, {
      detail: 'Cette campagne a reçu des dons et ne peut pas être supprimée',
      code: 'campaign_has_donations',
    });
    client.delete.mockRejectedValue(refusal);
    const reportError = jest.fn();
    renderPage(<CampaignsTab />, { client, reportError });
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer la campagne Potager' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer' }),
    );
    await waitFor(() => expect(reportError).toHaveBeenCalledWith(refusal));
    expect(refusal.message).toBe('Cette campagne a reçu des dons et ne peut pas être supprimée');
    expect(screen.getByText('Potager')).toBeInTheDocument();
  });
});
