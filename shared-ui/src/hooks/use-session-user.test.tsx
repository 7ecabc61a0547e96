import { act, screen } from '@testing-library/react';
import { sessionStore } from 'shared-contracts';
import { renderPage } from '../testing';
import { displayName, useSessionUser } from './use-session-user';

function Greeting() {
  const user = useSessionUser();
  return <p>{user ? displayName(user) : 'visiteur'}</p>;
}

const user = { id: 'u1', email: 'julie@example.fr', full_name: '', role: 'donor' };

describe('useSessionUser', () => {
  beforeEach(() => sessionStore.getState().clear());

  it('follows the shared session, and greets by email when the name is empty', () => {
    renderPage(<Greeting />);
    expect(screen.getByText('visiteur')).toBeInTheDocument();
    act(() => sessionStore.getState().setSession('jwt', user));
    expect(screen.getByText('julie@example.fr')).toBeInTheDocument();
  });

  it('reads a user without a token (a session being cleared) as signed out', () => {
    sessionStore.getState().setUser(user);
    renderPage(<Greeting />);
    expect(screen.getByText('visiteur')).toBeInTheDocument();
  });
});
