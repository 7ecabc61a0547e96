import { screen, within } from '@testing-library/react';
import { fakeDashboardApi } from '../../../testing/fake-dashboard-api';
import { aCampaign, aDonation, anAssociation } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render';
import { OverviewTab } from './OverviewTab';

describe('OverviewTab', () => {
  it('shows the four cards and the 3 most recent campaigns, each with its edit button', async () => {
    renderPage(<OverviewTab />, {
      client: fakeDashboardApi({
        association: anAssociation({ raised_amount: 1250.5, status: 'pending' }),
        campaigns: [
          aCampaign({ id: 'c1', title: 'Ancienne', created_at: '2026-01-01T00:00:00Z' }),
          aCampaign({ id: 'c2', title: 'Récente', created_at: '2026-11-01T00:00:00Z' }),
          aCampaign({ id: 'c3', title: 'Moyenne', created_at: '2026-06-01T00:00:00Z' }),
          aCampaign({ id: 'c4', title: 'Plus récente', created_at: '2026-11-20T00:00:00Z' }),
        ],
        donations: [aDonation({ id: 'd1' }), aDonation({ id: 'd2' })],
      }),
    });
    expect(await screen.findByText('1 250,50 €')).toBeInTheDocument();
    expect(screen.getByText('Campagnes').nextSibling).toHaveTextContent('4');
    expect(screen.getByText('Donateurs').nextSibling).toHaveTextContent('2');
    expect(screen.getByText("Statut de l'association").nextSibling).toHaveTextContent('En attente');
    const recent = within(screen.getByRole('region', { name: 'Activité récente' }));
    expect(recent.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Plus récente'),
      expect.stringContaining('Récente'),
      expect.stringContaining('Moyenne'),
    ]);
    expect(recent.getByRole('link', { name: 'Modifier la campagne Plus récente' })).toHaveAttribute(
      'href',
      '/dashboard/campaigns/c4/edit',
    );
  });

  it("says 'Aucune campagne créée pour le moment' without campaigns", async () => {
    renderPage(<OverviewTab />, { client: fakeDashboardApi({ association: anAssociation() }) });
    expect(await screen.findByText('Aucune campagne créée pour le moment')).toBeInTheDocument();
  });

  it('shows the error state with a retry when the data cannot be loaded', async () => {
    const client = fakeDashboardApi({});
    client.getList.mockRejectedValue(new Error('boom'));
    const reportError = jest.fn();
    renderPage(<OverviewTab />, { client, reportError });
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(reportError).toHaveBeenCalled();
  });
});
