import { screen } from '@testing-library/react';
import { ApiError } from 'shared-contracts';
import { aDashboard, fakeApiWithReads, pending } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render';
import { OverviewTab } from './OverviewTab';

describe('donor OverviewTab', () => {
  it('shows a skeleton while loading', () => {
    renderPage(<OverviewTab />, { client: fakeApiWithReads({ '/donor/dashboard': pending }) });
    expect(screen.getByTestId('page-loading')).toBeInTheDocument();
  });

  it('shows the total, the projects supported, the donations and the fixed impact', async () => {
    renderPage(<OverviewTab />, { client: fakeApiWithReads({ '/donor/dashboard': aDashboard() }) });
    expect(await screen.findByTestId('figure-total')).toHaveTextContent(/Total donné\s*75,50\s€/);
    expect(screen.getByTestId('figure-campaigns')).toHaveTextContent('Projets soutenus2');
    expect(screen.getByTestId('figure-donations')).toHaveTextContent('Nombre de donations3');
    expect(screen.getByTestId('figure-impact')).toHaveTextContent('ImpactPositif');
  });

  it('shows zeros for a donor who has not given yet', async () => {
    renderPage(<OverviewTab />, {
      client: fakeApiWithReads({
        '/donor/dashboard': aDashboard({
          total_donated: 0,
          campaigns_supported: 0,
          total_donations: 0,
        }),
      }),
    });
    expect(await screen.findByTestId('figure-total')).toHaveTextContent(/0\s€/);
    expect(screen.getByTestId('figure-impact')).toHaveTextContent('Positif');
  });

  it('shows the loading error', async () => {
    renderPage(<OverviewTab />, {
      client: fakeApiWithReads({
        '/donor/dashboard': () => {
          throw new ApiError(500, {});
        },
      }),
      reportError: jest.fn(),
    });
    expect(await screen.findByText('Erreur lors du chargement des données')).toBeInTheDocument();
  });
});
