import { fireEvent, screen, within } from '@testing-library/react';
import type { ApiClient } from 'shared-contracts';
import { createFakeApiClient, renderPage } from 'shared-ui/testing';
import RewardDeliveriesPanel from './RewardDeliveriesPanel';

const owed = {
  donation_id: 'd1',
  donor_name: 'Léa Moreau',
  donor_email: 'lea@example.test',
  reward_title: 'Livre dédicacé',
  paid_at: '2026-11-20T10:00:00.000Z',
  shipping_address: {
    address: '12 rue des Lilas',
    address_extra: null,
    postal_code: '69003',
    city: 'Lyon',
    country: 'FR',
  },
  status: 'to_send',
  sent_at: null,
  tracking_note: null,
};

describe('RewardDeliveriesPanel', () => {
  it('lists who is owed which reward at which address, and marks one sent with a note', async () => {
    const post = jest.fn().mockResolvedValue({ ...owed, status: 'sent' });
    const client = createFakeApiClient({
      getList: jest.fn().mockResolvedValue([owed]) as ApiClient['getList'],
      post: post as ApiClient['post'],
    });
    renderPage(<RewardDeliveriesPanel campaignId="c1" />, { client });
    const row = await screen.findByTestId('reward-delivery');
    expect(row).toHaveTextContent('Léa Moreau');
    expect(row).toHaveTextContent('Contrepartie : Livre dédicacé');
    expect(row).toHaveTextContent('12 rue des Lilas69003 LyonFrance');
    expect(within(row).getByText('À envoyer')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: 'Marquer envoyée' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Envoi de « Livre dédicacé » à Léa Moreau',
    });
    fireEvent.change(within(dialog).getByLabelText('Note de suivi (facultative)'), {
      target: { value: 'Colissimo 6A1' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer l’envoi' }));
    expect(await screen.findByText('Contrepartie marquée envoyée.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      '/dashboard/campaigns/c1/reward-deliveries/d1/sent',
      { tracking_note: 'Colissimo 6A1' },
      expect.anything(),
    );
  });

  it('says when nothing is owed', async () => {
    const client = createFakeApiClient({
      getList: jest.fn().mockResolvedValue([]) as ApiClient['getList'],
    });
    renderPage(<RewardDeliveriesPanel campaignId="c1" />, { client });
    expect(
      await screen.findByText('Aucune contrepartie à envoyer pour le moment.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exporter (CSV)' })).toBeDisabled();
  });
});
