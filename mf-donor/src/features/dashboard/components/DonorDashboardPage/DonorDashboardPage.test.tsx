import { screen } from '@testing-library/react';
import { sessionStore } from 'shared-contracts';
import { renderPage } from '../../../../testing/render';
import { DonorDashboardPage } from './DonorDashboardPage';

describe('DonorDashboardPage', () => {
  beforeEach(() => sessionStore.getState().clear());

  it('greets the donor read from the shared session store', () => {
    sessionStore.getState().setSession('jwt', {
      id: 'd1',
      full_name: 'Denise Donatrice',
      email: 'd@example.fr',
      role: 'donor',
    });
    renderPage(<DonorDashboardPage />);
    expect(screen.getByRole('heading', { name: 'Mon espace donateur' })).toBeInTheDocument();
    expect(screen.getByTestId('area-user')).toHaveTextContent('Bonjour, Denise Donatrice');
  });
});
