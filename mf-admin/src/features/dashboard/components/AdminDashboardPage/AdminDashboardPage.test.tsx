import { screen } from '@testing-library/react';
import { sessionStore } from 'shared-contracts';
import { renderPage } from '../../../../testing/render';
import { AdminDashboardPage } from './AdminDashboardPage';

describe('AdminDashboardPage', () => {
  beforeEach(() => sessionStore.getState().clear());

  it('greets the super admin from the shared session and selects the tab of the URL', () => {
    sessionStore.getState().setSession('jwt', {
      id: 'a1',
      full_name: 'Ada Admin',
      email: 'a@example.fr',
      role: 'super_admin',
    });
    renderPage(<AdminDashboardPage />, { route: '/admin?tab=users' });
    expect(screen.getByTestId('area-user')).toHaveTextContent('Bonjour, Ada Admin');
    expect(screen.getByRole('tab', { name: 'Utilisateurs' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
