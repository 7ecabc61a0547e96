import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithShell } from '../../../../testing/render';
import { Header } from './Header';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

function resizeTo(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
    window.dispatchEvent(new Event('resize'));
  });
}

describe('Header', () => {
  afterEach(() => {
    scrollTo(0);
    resizeTo(1024);
  });

  it('names its navigation landmark, which holds the site links', () => {
    renderWithShell(<Header user={null} onLogout={jest.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getByRole('link', { name: 'Projets' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'FAQ' })).toBeInTheDocument();
  });

  it('collapses after 50 px of scroll', () => {
    renderWithShell(<Header user={null} onLogout={jest.fn()} />);
    const header = screen.getByTestId('site-header');
    scrollTo(50);
    expect(header).toHaveAttribute('data-shrunk', 'false');
    scrollTo(51);
    expect(header).toHaveAttribute('data-shrunk', 'true');
    scrollTo(10);
    expect(header).toHaveAttribute('data-shrunk', 'false');
  });

  it('closes the mobile menu on an outside click', () => {
    resizeTo(500);
    renderWithShell(
      <div>
        <Header user={null} onLogout={jest.fn()} />
        <p>Ailleurs</p>
      </div>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByTestId('mobile-menu')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByTestId('mobile-menu'));
    expect(screen.getByTestId('mobile-menu')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByText('Ailleurs'));
    expect(screen.queryByTestId('mobile-menu')).not.toBeInTheDocument();
  });

  it('closes the mobile menu when the window reaches 768 px', () => {
    resizeTo(500);
    renderWithShell(<Header user={null} onLogout={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    resizeTo(767);
    expect(screen.getByTestId('mobile-menu')).toBeInTheDocument();
    resizeTo(768);
    expect(screen.queryByTestId('mobile-menu')).not.toBeInTheDocument();
  });

  it('closes the mobile menu on Escape and gives the focus back to its button', () => {
    resizeTo(390);
    renderWithShell(<Header user={null} onLogout={jest.fn()} />);
    const button = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(button);
    const menu = screen.getByTestId('mobile-menu');
    within(menu).getByRole('link', { name: 'Projets' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByTestId('mobile-menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it("shows a super admin the 'Admin' button, others 'Dashboard', and logs out", () => {
    const onLogout = jest.fn();
    const { rerender } = renderWithShell(
      <Header user={{ full_name: 'Sophie Admin', role: 'super_admin' }} onLogout={onLogout} />,
    );
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    rerender(
      <Header
        user={{ full_name: 'Marc Gérant', role: 'association_manager' }}
        onLogout={onLogout}
      />,
    );
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    fireEvent.click(screen.getByRole('button', { name: 'Déconnexion' }));
    expect(onLogout).toHaveBeenCalled();
  });
});
