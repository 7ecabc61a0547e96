import { fireEvent, screen } from '@testing-library/react';
import { renderWithShell } from '../../../../testing/render';
import { Layout } from './Layout';

describe('Layout', () => {
  it('starts with a link that takes the keyboard past the header, to the page', () => {
    renderWithShell(<Layout user={null} onLogout={jest.fn()} />);
    const links = screen.getAllByRole('link');
    expect(links[0]).toHaveTextContent('Aller au contenu');
    fireEvent.click(links[0]!);
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
