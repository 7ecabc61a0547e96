import { fireEvent, screen, waitFor } from '@testing-library/react';
import { sessionStore } from 'shared-contracts';
import { aDashboard, fakeApiWithReads, pending } from '../testing/fixtures';
import { renderPage } from '../testing/render';
import { DonorDashboardPage } from './DonorDashboardPage';

describe('DonorDashboardPage', () => {
  beforeEach(() =>
    sessionStore.getState().setSession('jwt', {
      id: 'u-1',
      full_name: 'Denise Donatrice',
      email: 'denise@exemple.fr',
      role: 'donor',
    }),
  );

  it('greets the donor, says who sends rewards, links to the site; the URL follows the tab', async () => {
    renderPage(<DonorDashboardPage />, {
      route: '/donor-dashboard',
      client: fakeApiWithReads({ '/donor/dashboard': pending, '/donor/donations': pending }),
    });
    expect(screen.getByTestId('area-user')).toHaveTextContent('Bonjour, Denise Donatrice');
    expect(
      screen.getByText(
        'Les associations bénéficiaires vous contacteront par email au sujet de vos contreparties.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir le site' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('tab', { name: "Vue d'ensemble" })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Mes donations' }));
    // The donations tab's code loads when it is opened (a lazy panel): the URL follows once it is in.
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/donor-dashboard?tab=donations'),
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      "Vue d'ensemble",
      'Mes donations',
      'Dons réguliers',
      'Reçus fiscaux',
      'Mon profil',
      'Mes données',
    ]);
  });

  it("opens 'Reçus fiscaux' from ?tab=tax-receipts", async () => {
    renderPage(<DonorDashboardPage />, {
      route: '/donor-dashboard?tab=tax-receipts',
      client: fakeApiWithReads({ '/donor/tax-receipts': [] }),
    });
    expect(screen.getByRole('tab', { name: 'Reçus fiscaux' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('Aucun reçu fiscal')).toBeInTheDocument();
  });

  it('opens the tab of the URL', () => {
    renderPage(<DonorDashboardPage />, {
      route: '/donor-dashboard?tab=profile',
      client: fakeApiWithReads({ '/donor/dashboard': pending }),
    });
    expect(screen.getByRole('tab', { name: 'Mon profil' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('logs out: the donor goes home, and the session ends once the page is left', async () => {
    renderPage(<DonorDashboardPage />, {
      route: '/donor-dashboard',
      path: '/donor-dashboard',
      client: fakeApiWithReads({ '/donor/dashboard': aDashboard() }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect(await screen.findByText('Déconnexion réussie')).toBeInTheDocument();
    expect(sessionStore.getState().token).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
