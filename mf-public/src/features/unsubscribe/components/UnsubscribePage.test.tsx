import { fireEvent, screen } from '@testing-library/react';
import type { ApiClient } from 'shared-contracts';
import { createFakeApiClient, renderPage } from '../../../testing/render';
import { UnsubscribePage } from './UnsubscribePage';

describe('UnsubscribePage', () => {
  it('unsubscribes only when the button confirms, with the link’s token and no account', async () => {
    const post = jest.fn().mockResolvedValue({ association_name: 'Les Restos du Quartier' });
    const client = createFakeApiClient({ post: post as ApiClient['post'] });
    renderPage(<UnsubscribePage />, { client, route: '/desabonnement?t=abc.def' });

    expect(screen.getByRole('heading', { level: 1, name: 'Se désabonner' })).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer le désabonnement' }));
    expect(await screen.findByTestId('unsubscribe-done')).toHaveTextContent(
      'vous ne recevrez plus d’e-mails de l’association « Les Restos du Quartier »',
    );
    expect(post).toHaveBeenCalledWith('/unsubscribe', { token: 'abc.def' }, expect.anything());
  });

  it('says a link without its token is incomplete', () => {
    renderPage(<UnsubscribePage />, { client: createFakeApiClient(), route: '/desabonnement' });
    expect(screen.getByRole('alert')).toHaveTextContent('incomplet');
  });
});
