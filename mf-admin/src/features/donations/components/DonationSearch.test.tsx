import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, type DonationPage, type SupportDonation } from 'shared-contracts';
import { fakeAdminApi, pending } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render';
import { DonationSearch } from './DonationSearch';

function aGift(overrides: Partial<SupportDonation> = {}): SupportDonation {
  return {
    id: 'd-1',
    donor_name: 'Léa Martin',
    donor_email: 'lea.martin@exemple.fr',
    phone: null,
    amount: 40,
    is_anonymous: false,
    message: null,
    reward_selected: null,
    rewards: [],
    created_at: '2026-11-20T10:00:00.000Z',
    paid_at: '2026-11-20T10:01:00.000Z',
    refunded_at: null,
    refund_reason: null,
    campaign_id: 'c-1',
    campaign_title: 'Jardin partagé',
    campaign_slug: 'jardin-partage',
    campaign_image: null,
    association_id: 'a-1',
    association_name: 'Les Amis du Quartier',
    cause: 'social',
    payment_status: 'paid',
    ...overrides,
  };
}

const page = (data: SupportDonation[], total = data.length): DonationPage => ({
  data,
  total,
  page: 1,
  page_size: 20,
});

describe('DonationSearch', () => {
  it('shows skeletons while loading', async () => {
    renderPage(<DonationSearch />, { client: fakeAdminApi({ '/admin/donations': pending }) });
    expect(screen.getByTestId('page-loading')).toBeInTheDocument();
  });

  it('searches with the filters typed, from the first page', async () => {
    const client = fakeAdminApi({ '/admin/donations': page([aGift()]) });
    renderPage(<DonationSearch />, { client });
    expect(await screen.findByText('1 don trouvé')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Email du donateur'), {
      target: { value: 'lea.martin' },
    });
    fireEvent.change(screen.getByLabelText('Montant minimum (€)'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() =>
      expect(client.get).toHaveBeenLastCalledWith(
        '/admin/donations',
        expect.objectContaining({
          searchParams: { email: 'lea.martin', amount_min: '10', page: 1 },
          raw: true,
        }),
      ),
    );
    const [row] = await screen.findAllByTestId('support-donation');
    expect(row).toHaveTextContent(
      /Léa Martin.*lea\.martin@exemple\.fr.*Jardin partagé.*40\s€.*Payé/,
    );
  });

  it('refunds a gift with the reason typed, which it asks for first', async () => {
    const client = fakeAdminApi({ '/admin/donations': page([aGift()]) });
    client.post.mockResolvedValue(aGift({ payment_status: 'refunded' }) as never);
    renderPage(<DonationSearch />, { client });
    fireEvent.click(
      await screen.findByRole('button', { name: /Rembourser le don de Léa Martin \(40\s€\)/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Rembourser ce don' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer le remboursement' }));
    expect(
      await within(dialog).findByText('Veuillez indiquer le motif du remboursement.'),
    ).toBeInTheDocument();
    expect(client.post).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText(/Motif du remboursement/), {
      target: { value: 'Don fait en double' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer le remboursement' }));
    await waitFor(() =>
      expect(client.post).toHaveBeenCalledWith(
        '/admin/donations/d-1/refund',
        { reason: 'Don fait en double' },
        expect.anything(),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The page is read again, to show the gift as refunded.
    expect(client.get).toHaveBeenCalledTimes(2);
  });

  it('shows a refunded gift with its date and reason, and no button', async () => {
    renderPage(<DonationSearch />, {
      client: fakeAdminApi({
        '/admin/donations': page([
          aGift({
            payment_status: 'refunded',
            refunded_at: '2026-11-21T09:00:00.000Z',
            refund_reason: 'Erreur de montant',
          }),
        ]),
      }),
    });
    expect(await screen.findByTestId('refund-facts')).toHaveTextContent(
      /Remboursé le 21\/11\/2026.*Erreur de montant/,
    );
    expect(screen.queryByRole('button', { name: /Rembourser le don/ })).not.toBeInTheDocument();
  });

  it('pages through the results', async () => {
    const client = fakeAdminApi({ '/admin/donations': page([aGift()], 45) });
    renderPage(<DonationSearch />, { client });
    fireEvent.click(await screen.findByRole('button', { name: 'Page suivante' }));
    await waitFor(() =>
      expect(client.get).toHaveBeenLastCalledWith(
        '/admin/donations',
        expect.objectContaining({ searchParams: { page: 2 } }),
      ),
    );
  });

  it('says when nothing matches', async () => {
    renderPage(<DonationSearch />, { client: fakeAdminApi({ '/admin/donations': page([]) }) });
    expect(
      await screen.findByText('Aucun don ne correspond à votre recherche.'),
    ).toBeInTheDocument();
  });

  it('shows the loading error with its retry', async () => {
    renderPage(<DonationSearch />, {
      client: fakeAdminApi({
        '/admin/donations': () => {
          throw new ApiError(500, {});
        },
      }),
      reportError: jest.fn(),
    });
    expect(await screen.findByText('Erreur lors du chargement des dons')).toBeInTheDocument();
  });
});
