import { screen } from '@testing-library/react';
import { sessionStore, type SessionUser } from 'shared-contracts';
import { renderApp } from '../../../../testing/render';

function signInAs(role: string) {
  const user: SessionUser = {
    id: `${role}-1`,
    email: `${role}@example.fr`,
    full_name: `Nom ${role}`,
    role,
  };
  sessionStore.getState().setSession('jwt', user);
}

async function expectLocation(path: string) {
  expect(await screen.findByTestId('location')).toHaveTextContent(
    new RegExp(`^${path.replace(/[?]/g, '\\?')}$`),
  );
}

describe('route guards', () => {
  beforeEach(() => sessionStore.getState().clear());

  it.each([
    '/dashboard',
    '/dashboard/campaigns/create',
    '/dashboard/associations/edit',
    '/admin',
    '/admin/campaigns/create',
    '/donor-dashboard',
  ])('sends a visitor from %s to /login', async (route) => {
    renderApp({ route });
    await expectLocation('/login');
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
  });

  it('sends a super admin from /dashboard to /admin and renders the admin remote', async () => {
    signInAs('super_admin');
    renderApp({ route: '/dashboard' });
    await expectLocation('/admin');
    expect(await screen.findByTestId('remote-page')).toHaveTextContent(
      'mf_admin/AdminDashboardPage',
    );
  });

  it('sends a donor opening /admin to /dashboard, then to /donor-dashboard', async () => {
    signInAs('donor');
    renderApp({ route: '/admin' });
    await expectLocation('/donor-dashboard');
    expect(await screen.findByTestId('remote-page')).toHaveTextContent(
      'mf_donor/DonorDashboardPage',
    );
  });

  it("keeps an association manager on /dashboard with mf_manager's dashboard", async () => {
    signInAs('association_manager');
    renderApp({ route: '/dashboard' });
    await expectLocation('/dashboard');
    expect(await screen.findByTestId('remote-page')).toHaveTextContent(
      'mf_manager/ManagerDashboardPage',
    );
  });

  it('sends a manager opening /donor-dashboard back to their /dashboard', async () => {
    signInAs('association_manager');
    renderApp({ route: '/donor-dashboard' });
    await expectLocation('/dashboard');
    expect(await screen.findByTestId('remote-page')).toHaveTextContent(
      'mf_manager/ManagerDashboardPage',
    );
  });

  it('lets any signed-in user open the dashboard edit screens', async () => {
    signInAs('association_manager');
    renderApp({ route: '/dashboard/campaigns/c-1/edit' });
    expect(await screen.findByTestId('remote-page')).toHaveTextContent(
      'mf_manager/CampaignEditPage',
    );
  });

  it('serves the public routes to a visitor from their remotes', async () => {
    renderApp({ route: '/campaign/puits-du-village' });
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('mf_public/CampaignPage');
  });

  it('answers an unknown route with the French 404 page', async () => {
    renderApp({ route: '/nulle-part' });
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex, nofollow',
    );
  });
});
