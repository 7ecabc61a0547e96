import { screen, within } from '@testing-library/react';
import { ApiError } from 'shared-contracts';
import { aGift, fakeApiWithReads, pending } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render';
import { DonationsTab } from './DonationsTab';

describe('donor DonationsTab', () => {
  it('shows a skeleton while loading', () => {
    renderPage(<DonationsTab />, { client: fakeApiWithReads({ '/donor/donations': pending }) });
    expect(screen.getByTestId('page-loading')).toBeInTheDocument();
  });

  it('shows each gift: campaign image and link, association, amount, date, reward, payment', async () => {
    renderPage(<DonationsTab />, {
      client: fakeApiWithReads({
        '/donor/donations': [
          aGift(),
          aGift({
            id: 'd-2',
            reward_selected: null,
            rewards: [],
            payment_status: 'refunded',
            amount: 12.5,
          }),
        ],
      }),
    });
    const [first, second] = await screen.findAllByTestId('donor-donation');
    expect(within(first).getByRole('link', { name: 'Jardin partagé' })).toHaveAttribute(
      'href',
      '/campaign/jardin-partage',
    );
    expect(first.querySelector('img')).toHaveAttribute('src', '/uploads/images/jardin.jpg');
    expect(first).toHaveTextContent('Les Amis du Quartier');
    expect(first).toHaveTextContent(/50\s€/);
    expect(first).toHaveTextContent('20/11/2026');
    expect(first).toHaveTextContent('Carte postale');
    expect(first).toHaveTextContent('Payé');
    expect(second).toHaveTextContent('Aucune');
    expect(second).toHaveTextContent('Remboursé');
    expect(second).toHaveTextContent(/12,50\s€/);
  });

  it('invites a donor without gifts to discover the projects', async () => {
    renderPage(<DonationsTab />, { client: fakeApiWithReads({ '/donor/donations': [] }) });
    expect(await screen.findByText('Vous n’avez encore fait aucune donation')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Découvrir les projets' })).toHaveAttribute(
      'href',
      '/campaigns',
    );
  });

  it('shows the loading error of the spec', async () => {
    renderPage(<DonationsTab />, {
      client: fakeApiWithReads({
        '/donor/donations': () => {
          throw new ApiError(500, {});
        },
      }),
      reportError: jest.fn(),
    });
    expect(await screen.findByText('Erreur lors du chargement des donations')).toBeInTheDocument();
  });
});
