import { act, fireEvent, screen } from '@testing-library/react';
import { ApiError } from 'shared-contracts';
import { createFakeApiClient, renderRoute } from '../../../../testing/render';
import { ResetPasswordPage } from './ResetPasswordPage';

function fillPasswords(password: string, confirmation: string) {
  fireEvent.change(screen.getByLabelText(/Nouveau mot de passe/), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/Confirmer le mot de passe/), {
    target: { value: confirmation },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Réinitialiser' }));
}

describe('ResetPasswordPage', () => {
  afterEach(() => jest.useRealTimers());

  it("without a token: 'Token manquant', then /forgot-password", () => {
    jest.useFakeTimers();
    renderRoute(<ResetPasswordPage />, '/reset-password', { route: '/reset-password' });
    expect(screen.getByText('Token manquant')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/forgot-password');
  });

  it.each([
    ['', '', 'Veuillez remplir tous les champs'],
    ['secret1', 'secret2', 'Les mots de passe ne correspondent pas'],
    ['abc', 'abc', 'Le mot de passe doit contenir au moins 6 caractères'],
  ])('validates %p / %p: %s', async (password, confirmation, message) => {
    const client = createFakeApiClient();
    renderRoute(<ResetPasswordPage />, '/reset-password', {
      route: '/reset-password?token=t1',
      client,
    });
    fillPasswords(password, confirmation);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(client.post).not.toHaveBeenCalled();
  });

  it('sends token and new password, then shows the success screen with a link to /login', async () => {
    const client = createFakeApiClient({ post: jest.fn().mockResolvedValue({ message: 'ok' }) });
    renderRoute(<ResetPasswordPage />, '/reset-password', {
      route: '/reset-password?token=t1',
      client,
    });
    fillPasswords('nouveau1', 'nouveau1');
    expect(await screen.findByTestId('reset-success')).toBeInTheDocument();
    expect(client.post).toHaveBeenCalledWith(
      '/reset-password',
      { token: 't1', new_password: 'nouveau1' },
      expect.anything(),
    );
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it("shows the server's text on a refused token and goes to /forgot-password after 2 s", async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const client = createFakeApiClient({
      post: jest
        .fn()
        .mockRejectedValue(
          new ApiError(400, { detail: 'Lien expiré ou invalide', code: 'reset_token_invalid' }),
        ),
    });
    renderRoute(<ResetPasswordPage />, '/reset-password', {
      route: '/reset-password?token=t1',
      client,
    });
    fillPasswords('nouveau1', 'nouveau1');
    expect(await screen.findByText('Lien expiré ou invalide')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/reset-password');
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/forgot-password');
  });

  it('stays on the page after another 400 (a request the server could not read): the link still holds', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const client = createFakeApiClient({
      post: jest
        .fn()
        .mockRejectedValue(new ApiError(400, { detail: 'Données invalides', code: 'bad_request' })),
    });
    renderRoute(<ResetPasswordPage />, '/reset-password', {
      route: '/reset-password?token=t1',
      client,
    });
    fillPasswords('nouveau1', 'nouveau1');
    expect(await screen.findByText('Données invalides')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/reset-password');
  });
});
