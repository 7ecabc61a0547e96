import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, sessionStore } from 'shared-contracts';
import { aDashboard, aDonor, fakeApiWithReads, pending } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render';
import ProfileTab from './ProfileTab';

async function openForm(client = fakeApiWithReads({ '/donor/dashboard': aDashboard() })) {
  renderPage(<ProfileTab />, { client, reportError: jest.fn() });
  fireEvent.click(await screen.findByRole('button', { name: 'Modifier mon profil' }));
  return client;
}

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('donor ProfileTab', () => {
  beforeEach(() => sessionStore.getState().setSession('old-jwt', aDonor()));

  it('shows a skeleton, then the profile', async () => {
    const first = renderPage(<ProfileTab />, {
      client: fakeApiWithReads({ '/donor/dashboard': pending }),
    });
    expect(screen.getByTestId('page-loading')).toBeInTheDocument();
    first.unmount();
    renderPage(<ProfileTab />, { client: fakeApiWithReads({ '/donor/dashboard': aDashboard() }) });
    expect(await screen.findByText('Denise Donatrice')).toBeInTheDocument();
    expect(screen.getByText('denise@exemple.fr')).toBeInTheDocument();
    expect(screen.getByText('0612345678')).toBeInTheDocument();
  });

  it('shows the loading error', async () => {
    renderPage(<ProfileTab />, {
      client: fakeApiWithReads({
        '/donor/dashboard': () => {
          throw new ApiError(500, {});
        },
      }),
      reportError: jest.fn(),
    });
    expect(await screen.findByText('Erreur lors du chargement des données')).toBeInTheDocument();
  });

  it('shows the email without letting it change, and says when nothing changed', async () => {
    const client = await openForm();
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveValue('denise@exemple.fr');
    expect(email).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Aucune modification détectée')).toBeInTheDocument();
    expect(client.put).not.toHaveBeenCalled();
  });

  it('checks the password and its confirmation', async () => {
    const client = await openForm();
    type(/^Nouveau mot de passe/, 'secret-1');
    type(/^Confirmer le mot de passe/, 'secret-2');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Les mots de passe ne correspondent pas')).toBeInTheDocument();
    type(/^Nouveau mot de passe/, 'abc');
    type(/^Confirmer le mot de passe/, 'abc');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText('Le mot de passe doit contenir au moins 6 caractères'),
    ).toBeInTheDocument();
    expect(client.put).not.toHaveBeenCalled();
  });

  it('sends only the changed, non-empty fields and keeps the session with the fresh token', async () => {
    const client = fakeApiWithReads({ '/donor/dashboard': aDashboard() });
    client.put.mockResolvedValue({
      ...aDonor({ full_name: 'Denise Martin' }),
      token: 'new-jwt',
    } as never);
    await openForm(client);
    type(/^Nom complet/, 'Denise Martin');
    type(/^Téléphone/, '');
    type(/^Nouveau mot de passe/, 'nouveau-secret');
    type(/^Confirmer le mot de passe/, 'nouveau-secret');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(client.put).toHaveBeenCalled());
    expect(client.put.mock.calls[0][0]).toBe('/donor/profile');
    expect(client.put.mock.calls[0][1]).toEqual({
      full_name: 'Denise Martin',
      password: 'nouveau-secret',
    });
    expect(await screen.findByText('Profil mis à jour avec succès')).toBeInTheDocument();
    expect(sessionStore.getState().token).toBe('new-jwt');
    expect(sessionStore.getState().user?.full_name).toBe('Denise Martin');
  });
});
