import { screen } from '@testing-library/react';
import { sessionStore } from 'shared-contracts';
import { renderPage } from '../../../testing/render';
import { ManagerDashboardPage } from './ManagerDashboardPage';

describe('ManagerDashboardPage', () => {
  beforeEach(() => sessionStore.getState().clear());

  it('greets the manager from the shared session and selects the tab of the URL', () => {
    sessionStore.getState().setSession('jwt', {
      id: 'm1',
      full_name: 'Marc Gérant',
      email: 'm@example.fr',
      role: 'association_manager',
    });
    renderPage(<ManagerDashboardPage />, { route: '/dashboard?tab=campaigns' });
    expect(screen.getByTestId('area-user')).toHaveTextContent('Bonjour, Marc Gérant');
    expect(screen.getByRole('tab', { name: 'Mes campagnes' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
