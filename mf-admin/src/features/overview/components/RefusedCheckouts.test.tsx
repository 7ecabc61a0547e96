import { screen, within } from '@testing-library/react';
import { fakeAdminApi, someStats } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render';
import { OverviewTab } from './OverviewTab';

describe('OverviewTab: refused donation attempts (card-testing defence)', () => {
  it('shows each kind today and over 7 days, a kind without refusals at 0', async () => {
    const stats = someStats({
      refused_checkouts: [
        { kind: 'challenge', today: 12, last_7_days: 40 },
        { kind: 'card', today: 0, last_7_days: 3 },
      ],
    });
    renderPage(<OverviewTab />, { client: fakeAdminApi({ '/admin/stats': stats }) });
    const table = await screen.findByRole('table', {
      name: 'Tentatives de don refusées par la protection contre le test de cartes',
    });
    expect(screen.getByRole('heading', { name: 'Tentatives de don refusées' })).toBeInTheDocument();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Motif', "Aujourd'hui", '7 derniers jours']);
    expect(screen.getByTestId('refused-challenge')).toHaveTextContent(
      'Vérification de sécurité échouée1240',
    );
    expect(screen.getByTestId('refused-card')).toHaveTextContent(
      'Trop de paiements refusés pour une même carte03',
    );
    expect(screen.getByTestId('refused-honeypot')).toHaveTextContent(
      'Formulaire rempli par un robot00',
    );
    expect(screen.getByTestId('refused-address')).toHaveTextContent('00');
    expect(screen.getByTestId('refused-email')).toHaveTextContent('00');
  });
});
