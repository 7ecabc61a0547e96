import { screen } from '@testing-library/react';
import { ApiError } from 'shared-contracts';
import { fakeAdminApi, pending, someStats } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render';
import { OverviewTab } from './OverviewTab';

describe('OverviewTab', () => {
  it('shows a skeleton while the figures load', () => {
    renderPage(<OverviewTab />, { client: fakeAdminApi({ '/admin/stats': pending }) });
    expect(screen.getByTestId('page-loading')).toBeInTheDocument();
  });

  it('shows every figure, the monthly series and the 10 latest donations', async () => {
    renderPage(<OverviewTab />, { client: fakeAdminApi({ '/admin/stats': someStats() }) });
    expect(await screen.findByTestId('figure-total_donated')).toHaveTextContent(
      /Total collecté\s*1\s234,50\s€/,
    );
    expect(screen.getByTestId('figure-total_donations')).toHaveTextContent('Donations42');
    expect(screen.getByTestId('figure-total_associations')).toHaveTextContent('7');
    expect(screen.getByTestId('figure-pending_associations')).toHaveTextContent(
      'Associations en attente2',
    );
    expect(screen.getByTestId('figure-total_campaigns')).toHaveTextContent('9');
    expect(screen.getByTestId('figure-active_campaigns')).toHaveTextContent('Campagnes actives5');
    expect(screen.getByTestId('figure-total_users')).toHaveTextContent('Utilisateurs31');
    expect(screen.getByTestId('figure-unique_donors')).toHaveTextContent('Donateurs uniques18');
    // Card disputes the bank has not decided yet (issue 28 item 3).
    expect(screen.getByTestId('figure-open_disputes')).toHaveTextContent(
      'Contestations de paiement ouvertes3',
    );
    expect(screen.getByText('Donations des 12 derniers mois')).toBeInTheDocument();
    expect(screen.getByText(/nov\. 2026 : 1\s034,50\s€/)).toBeInTheDocument();
    const rows = screen.getAllByTestId('recent-donation');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Jean Dupont');
    expect(rows[1]).toHaveTextContent('Donateur anonyme');
    expect(rows[1]).not.toHaveTextContent('Secret');
    expect(rows[0]).toHaveTextContent('Payé');
  });

  it('says when there is no donation yet', async () => {
    renderPage(<OverviewTab />, {
      client: fakeAdminApi({ '/admin/stats': someStats({ donations: [] }) }),
    });
    expect(await screen.findByText('Aucune donation pour le moment')).toBeInTheDocument();
  });

  it('shows the loading error with a retry, and hands the failure to the shell', async () => {
    const reportError = jest.fn();
    renderPage(<OverviewTab />, {
      client: fakeAdminApi({
        '/admin/stats': () => {
          throw new ApiError(500, {});
        },
      }),
      reportError,
    });
    expect(await screen.findByText('Erreur lors du chargement des données')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(reportError).toHaveBeenCalledTimes(1);
  });
});
