import { fireEvent, screen, waitFor } from '@testing-library/react';
import { sessionStore } from 'shared-contracts';
import { fakeDashboardApi } from '../testing/fake-dashboard-api';
import { aCampaign } from '../testing/fixtures';
import { renderPage } from '../testing/render';
import { ManagerDashboardPage } from './ManagerDashboardPage';

describe('ManagerDashboardPage', () => {
  beforeEach(() => sessionStore.getState().clear());

  it('greets the manager and opens the tab of the URL', async () => {
    sessionStore.getState().setSession('jwt', {
      id: 'm1',
      full_name: 'Marc Gérant',
      email: 'm@example.fr',
      role: 'association_manager',
    });
    renderPage(<ManagerDashboardPage />, {
      route: '/dashboard?tab=campaigns',
      client: fakeDashboardApi({ campaigns: [aCampaign()] }),
    });
    expect(screen.getByTestId('area-user')).toHaveTextContent('Bonjour, Marc Gérant');
    expect(screen.getByRole('tab', { name: 'Mes campagnes' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('Potager partagé')).toBeInTheDocument();
  });

  it('puts the chosen tab in the URL, and reads an unknown tab as the overview', async () => {
    renderPage(<ManagerDashboardPage />, {
      route: '/dashboard?tab=inconnu',
      client: fakeDashboardApi({}),
    });
    expect(screen.getByRole('tab', { name: "Vue d'ensemble" })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Donations reçues' }));
    // The donations tab's code loads when it is opened (a lazy panel): the URL follows once it is in.
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?tab=donations'),
    );
    expect(await screen.findByText('Aucune donation reçue pour le moment')).toBeInTheDocument();
  });

  it('opens the Reçus fiscaux tab from ?tab=receipts', async () => {
    renderPage(<ManagerDashboardPage />, {
      route: '/dashboard?tab=receipts',
      client: fakeDashboardApi({}),
    });
    expect(screen.getByRole('tab', { name: 'Reçus fiscaux' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(
      await screen.findByText(`Aucun reçu fiscal en ${new Date().getFullYear()}`),
    ).toBeInTheDocument();
  });
});
