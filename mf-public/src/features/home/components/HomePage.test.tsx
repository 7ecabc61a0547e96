import { screen } from '@testing-library/react';
import { sessionStore } from 'shared-contracts';
import { renderPage } from '../../../testing/render';
import { HomePage } from './HomePage';

describe('HomePage', () => {
  beforeEach(() => sessionStore.getState().clear());

  it('greets the signed-in user read from the shared session store', () => {
    sessionStore.getState().setSession('jwt', {
      id: 'u1',
      full_name: 'Alice Martin',
      email: 'a@example.fr',
      role: 'donor',
    });
    renderPage(<HomePage />);
    expect(screen.getByTestId('area-user')).toHaveTextContent('Bonjour, Alice Martin');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('offers to log in to a visitor', () => {
    renderPage(<HomePage />);
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
  });
});
