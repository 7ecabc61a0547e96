import { screen } from '@testing-library/react';
import { ApiError } from 'shared-contracts';
import { fakeAdminApi, pending, somePayouts, someStats } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render';
import DonationsTab from './DonationsTab';

describe('DonationsTab', () => {
  it('shows skeletons while loading', () => {
    renderPage(<DonationsTab />, {
      client: fakeAdminApi({
        '/admin/stats': pending,
        '/admin/payouts': pending,
        '/admin/donations': pending,
      }),
    });
    // The donation search, the latest donations and the payouts: one skeleton each.
    expect(screen.getAllByTestId('page-loading')).toHaveLength(3);
  });

  it('shows recent donations (anonymous as such) and each transfer with its money', async () => {
    renderPage(<DonationsTab />, {
      client: fakeAdminApi({
        '/admin/stats': someStats(),
        '/admin/payouts': somePayouts(),
        '/admin/donations': pending,
      }),
    });
    const donations = await screen.findAllByTestId('recent-donation');
    expect(donations[1]).toHaveTextContent('Donateur anonyme');
    expect(donations[0]).toHaveTextContent(
      /Jardin partagé.*Jean Dupont.*50\s€.*Payé.*20\/11\/2026/,
    );
    const [payout] = await screen.findAllByTestId('payout-row');
    expect(payout).toHaveTextContent('Virement à l’association');
    expect(payout).toHaveTextContent(/100\s€.*5\s€.*6,30\s€.*88,70\s€.*Effectué.*01\/11\/2026/);
    expect(screen.getByText('Commission 5 %')).toBeInTheDocument();
  });

  it('says when nothing was transferred or refunded yet, or no donation came', async () => {
    renderPage(<DonationsTab />, {
      client: fakeAdminApi({
        '/admin/stats': someStats({ donations: [] }),
        '/admin/payouts': somePayouts({ payouts: [] }),
        '/admin/donations': pending,
      }),
    });
    expect(
      await screen.findByText('Aucun virement ni remboursement pour le moment'),
    ).toBeInTheDocument();
    // Two calls, two answers: each block shows its own when it arrives.
    expect(await screen.findByText('Aucune donation pour le moment')).toBeInTheDocument();
  });

  it('shows the loading error of each block', async () => {
    const fail = () => {
      throw new ApiError(500, {});
    };
    renderPage(<DonationsTab />, {
      client: fakeAdminApi({
        '/admin/stats': fail,
        '/admin/payouts': fail,
        '/admin/donations': pending,
      }),
      reportError: jest.fn(),
    });
    expect(await screen.findByText('Erreur lors du chargement des donations')).toBeInTheDocument();
    expect(await screen.findByText('Erreur lors du chargement des données')).toBeInTheDocument();
  });
});
