import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, sessionStore } from 'shared-contracts';
import { createFakeApiClient, renderRoute } from '../../../../testing/render';
import { LoginPage } from './LoginPage';

const user = { id: 'u1', full_name: 'Julie Donatrice', email: 'julie@example.fr', role: 'donor' };

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('LoginPage', () => {
  beforeEach(() => sessionStore.getState().clear());

  it('shows the links of the spec: forgot password, register an association, back home', () => {
    renderRoute(<LoginPage />, '/login', { route: '/login' });
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Inscrire mon association' })).toHaveAttribute(
      'href',
      '/inscription-association',
    );
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
  });

  it("names the password's eye button in French, pressed once the password shows", () => {
    renderRoute(<LoginPage />, '/login', { route: '/login' });
    const eye = screen.getByRole('button', { name: 'Afficher le mot de passe', hidden: true });
    expect(eye).toHaveAttribute('aria-pressed', 'false');
    fireEvent.mouseDown(eye);
    expect(eye).toHaveAttribute('aria-pressed', 'true');
  });

  it('requires the email and the password before calling the API', async () => {
    const client = createFakeApiClient();
    renderRoute(<LoginPage />, '/login', { route: '/login', client });

    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findAllByText('Ce champ est requis')).toHaveLength(2);
    expect(client.post).not.toHaveBeenCalled();
  });

  it("answers any failure with 'Email ou mot de passe incorrect' and stays on /login", async () => {
    const client = createFakeApiClient({
      post: jest.fn().mockRejectedValue(new ApiError(401, { detail: 'Identifiants invalides' })),
    });
    renderRoute(<LoginPage />, '/login', { route: '/login', client });

    fill(/Email/, 'julie@example.fr');
    fill(/Mot de passe/, 'mauvais');
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      'Email ou mot de passe incorrect',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(sessionStore.getState().token).toBeNull();
  });

  it("stores the session, toasts 'Connexion réussie !' and goes to /dashboard", async () => {
    const client = createFakeApiClient({
      post: jest.fn().mockResolvedValue({ token: 'jwt', user }),
    });
    renderRoute(<LoginPage />, '/login', { route: '/login', client });

    fill(/Email/, '  julie@example.fr ');
    fill(/Mot de passe/, 'Donateur123!');
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(client.post).toHaveBeenCalledWith(
      '/auth/login',
      { email: 'julie@example.fr', password: 'Donateur123!' },
      expect.anything(),
    );
    expect(sessionStore.getState()).toMatchObject({ token: 'jwt', user });
    expect(await screen.findByText('Connexion réussie !')).toBeInTheDocument();
  });

  it('is marked noindex', async () => {
    const { AppRoutes } = await import('../../../../app/AppRoutes');
    const { renderWithShell } = await import('../../../../testing/render');
    renderWithShell(<AppRoutes />, { route: '/login' });
    await screen.findByRole('heading', { name: 'Connexion' });
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex, nofollow',
    );
    expect(document.title).toBe('Connexion | Plateforme de dons');
  });
});
