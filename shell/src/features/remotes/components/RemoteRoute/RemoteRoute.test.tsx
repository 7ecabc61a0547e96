import { fireEvent, screen } from '@testing-library/react';
import { renderApp, renderWithShell } from '../../../../testing/render';
import type { RemoteModuleLoader } from './remote-loader-context';
import { RemoteRoute } from './RemoteRoute';

function page(text: string) {
  return { default: () => <h1>{text}</h1> };
}

describe('RemoteRoute', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('renders the remote page once it is loaded', async () => {
    const loader: RemoteModuleLoader = jest.fn(async () => page('Administration'));
    renderWithShell(<RemoteRoute module="mf_admin/AdminDashboardPage" />, { loader });
    expect(await screen.findByRole('heading', { name: 'Administration' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('mf_admin/AdminDashboardPage');
  });

  it('shows the French fallback when the remote cannot load, and renders it after a retry without reload', async () => {
    let isDown = true;
    const loader: RemoteModuleLoader = jest.fn(async () => {
      if (isDown) throw new Error('ScriptNetworkError');
      return page('Administration');
    });
    renderWithShell(<RemoteRoute module="mf_admin/AdminDashboardPage" />, { loader });

    const fallback = await screen.findByTestId('remote-fallback');
    expect(fallback).toHaveAttribute('data-remote', 'mf_admin');
    expect(screen.getByText('Cette section est momentanément indisponible')).toBeInTheDocument();

    // Still down: a retry fails again (a cached lazy() would not even call the loader).
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);

    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Administration' })).toBeInTheDocument();
    expect(screen.queryByTestId('remote-fallback')).not.toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(3);
  });

  it('keeps a page that crashes while rendering inside its own area', async () => {
    const Crashing = () => {
      throw new Error('boom');
    };
    renderWithShell(
      <div>
        <p>Autour de la section</p>
        <RemoteRoute module="mf_donor/DonorDashboardPage" />
      </div>,
      { loader: async () => ({ default: Crashing }) },
    );
    expect(await screen.findByTestId('remote-fallback')).toHaveAttribute('data-remote', 'mf_donor');
    expect(screen.getByText('Autour de la section')).toBeInTheDocument();
  });

  it('costs only its own routes: the layout and other remotes still render', async () => {
    const loader: RemoteModuleLoader = async (id) => {
      if (id.startsWith('mf_public/')) throw new Error('mf_public is down');
      return page(id);
    };
    renderApp({ route: '/campaigns', loader });

    expect(await screen.findByTestId('remote-fallback')).toHaveAttribute(
      'data-remote',
      'mf_public',
    );
    expect(screen.getByTestId('site-header')).toBeInTheDocument();
    expect(screen.getByTestId('site-footer')).toBeInTheDocument();

    // The shell's own pages and the other remotes do not depend on it.
    fireEvent.click(screen.getAllByRole('link', { name: 'Se connecter' })[0]);
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
  });
});
