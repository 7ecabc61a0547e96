import { fireEvent, screen, waitFor } from '@testing-library/react';
import { sessionStore } from 'shared-contracts';
import { fakeAdminApi, pending } from '../testing/fixtures';
import { renderPage } from '../testing/render';
import { AdminDashboardPage } from './AdminDashboardPage';

describe('AdminDashboardPage', () => {
  beforeEach(() => sessionStore.getState().clear());

  it('greets the super admin and opens the tab of the URL', () => {
    sessionStore.getState().setSession('jwt', {
      id: 'a1',
      full_name: 'Ada Admin',
      email: 'a@example.fr',
      role: 'super_admin',
    });
    const client = fakeAdminApi({ '/admin/users': pending, '/admin/associations': pending });
    renderPage(<AdminDashboardPage />, { route: '/admin?tab=users', client });
    expect(screen.getByTestId('area-user')).toHaveTextContent('Bonjour, Ada Admin');
    expect(screen.getByRole('tab', { name: 'Utilisateurs' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('starts on the overview and the URL follows the tab chosen', async () => {
    const client = fakeAdminApi({
      '/admin/stats': pending,
      '/admin/associations': pending,
      '/admin/campaigns': pending,
    });
    renderPage(<AdminDashboardPage />, { route: '/admin', client });
    expect(screen.getByRole('tab', { name: "Vue d'ensemble" })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Campagnes' }));
    // The campaigns tab's code loads when it is opened (a lazy panel): the URL follows once it is in.
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin?tab=campaigns'),
    );
  });
});
