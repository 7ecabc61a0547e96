import { screen, within } from '@testing-library/react';
import { ApiError } from 'shared-contracts';
import { aGift, fakeApiWithReads, pending } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render';
import DonationsTab from './DonationsTab';

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

  it('shows a posted reward’s status: to send, then sent with the association’s note (issue 30)', async () => {
    renderPage(<DonationsTab />, {
      client: fakeApiWithReads({
        '/donor/donations': [
          aGift({ reward_delivery: { status: 'to_send', sent_at: null, tracking_note: null } }),
          aGift({
            id: 'd-2',
            reward_delivery: {
              status: 'sent',
              sent_at: '2026-11-24T09:00:00.000Z',
              tracking_note: 'Colissimo 6A123',
            },
          }),
          aGift({ id: 'd-3' }),
        ],
      }),
    });
    const [toSend, sent, plain] = await screen.findAllByTestId('donor-donation');
    expect(within(toSend!).getByTestId('reward-delivery-status')).toHaveTextContent(
      'Envoi de la contrepartieÀ envoyer',
    );
    expect(within(sent!).getByTestId('reward-delivery-status')).toHaveTextContent(
      'Envoyée le 24/11/2026Colissimo 6A123',
    );
    expect(within(plain!).queryByTestId('reward-delivery-status')).toBeNull();
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
