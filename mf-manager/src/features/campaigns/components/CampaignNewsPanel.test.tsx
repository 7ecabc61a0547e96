import { fireEvent, screen } from '@testing-library/react';
import type { ApiClient } from 'shared-contracts';
import { createFakeApiClient, renderPage } from 'shared-ui/testing';
import CampaignNewsPanel from './CampaignNewsPanel';

function renderPanel(audience: { recipients: number; sent_today: number; daily_limit: number }) {
  const client = createFakeApiClient({
    get: jest.fn().mockResolvedValue(audience) as ApiClient['get'],
    getList: jest.fn().mockResolvedValue([
      {
        id: 'n1',
        title: 'Les premières graines',
        body_html: '<p>Semées.</p>',
        created_at: '2026-11-20T10:00:00.000Z',
        recipient_count: 12,
      },
    ]) as ApiClient['getList'],
  });
  renderPage(<CampaignNewsPanel campaignId="c1" isDraft={false} />, { client });
}

describe('CampaignNewsPanel', () => {
  it('says how many backers will receive the update before sending, and lists those sent', async () => {
    renderPanel({ recipients: 12, sent_today: 0, daily_limit: 1 });
    expect(await screen.findByTestId('news-recipients')).toHaveTextContent(
      '12 contributeurs recevront cet e-mail.',
    );
    expect(screen.getByRole('button', { name: 'Publier et envoyer' })).toBeEnabled();
    expect(screen.getByTestId('managed-news')).toHaveTextContent('Envoyée à 12 contributeurs');
  });

  it('says the day’s update was sent, and turns the button off', async () => {
    renderPanel({ recipients: 12, sent_today: 1, daily_limit: 1 });
    expect(await screen.findByTestId('news-recipients')).toHaveTextContent('demain');
    expect(screen.getByRole('button', { name: 'Publier et envoyer' })).toBeDisabled();
  });

  it('asks for the title and the message before sending, each error gone once its field is typed in', async () => {
    renderPanel({ recipients: 12, sent_today: 0, daily_limit: 1 });
    fireEvent.click(await screen.findByRole('button', { name: 'Publier et envoyer' }));
    expect(screen.getByText('Donnez un titre à votre actualité.')).toBeInTheDocument();
    expect(screen.getByText('Écrivez le message de votre actualité.')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /Titre/ }), {
      target: { value: 'Les semis ont levé' },
    });
    expect(screen.queryByText('Donnez un titre à votre actualité.')).not.toBeInTheDocument();
    expect(screen.getByText('Écrivez le message de votre actualité.')).toBeInTheDocument();
  });
});
