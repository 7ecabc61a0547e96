import { fireEvent, screen } from '@testing-library/react';
import { ApiError } from 'shared-contracts';
import { createFakeApiClient, renderRoute } from '../../../../testing/render';
import { ForgotPasswordPage } from './ForgotPasswordPage';

describe('ForgotPasswordPage', () => {
  it("requires the email ('Veuillez entrer votre email')", async () => {
    const client = createFakeApiClient();
    renderRoute(<ForgotPasswordPage />, '/forgot-password', { route: '/forgot-password', client });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByText('Veuillez entrer votre email')).toBeInTheDocument();
    expect(client.post).not.toHaveBeenCalled();
  });

  it('always confirms with the neutral message, even when the call fails', async () => {
    const client = createFakeApiClient({
      post: jest.fn().mockRejectedValue(new ApiError(404, undefined)),
    });
    renderRoute(<ForgotPasswordPage />, '/forgot-password', { route: '/forgot-password', client });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'inconnu@example.fr' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(
      await screen.findByText('Si cet email existe, vous recevrez un lien de réinitialisation'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
  });
});
