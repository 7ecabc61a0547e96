import { act, screen } from '@testing-library/react';
import { sessionStore } from 'shared-contracts';
import { renderPage } from '../../testing';
import { AreaTitle } from './AreaTitle';

const user = { id: 'u1', email: 'ada@example.fr', full_name: 'Ada Admin', role: 'super_admin' };

describe('AreaTitle', () => {
  beforeEach(() => sessionStore.getState().clear());

  it('titles the area and greets the signed-in user once known', () => {
    renderPage(<AreaTitle title="Tableau de bord" greeting={(name) => `Bonjour, ${name}`} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeInTheDocument();
    expect(screen.queryByTestId('area-user')).not.toBeInTheDocument();
    act(() => sessionStore.getState().setSession('jwt', user));
    expect(screen.getByTestId('area-user')).toHaveTextContent('Bonjour, Ada Admin');
  });
});
