import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-contracts';
import { aUser, anAssociation, fakeAdminApi, pending } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render';
import UsersTab from './UsersTab';

const users = [
  aUser(),
  aUser({
    id: 'u-2',
    full_name: 'Denise Donatrice',
    email: 'denise@exemple.fr',
    role: 'donor',
    association_ids: [],
    is_active: false,
  }),
  aUser({
    id: 'u-3',
    full_name: 'Ada Admin',
    email: 'ada@exemple.fr',
    role: 'super_admin',
    association_ids: [],
  }),
];

function api(overrides: Record<string, unknown> = {}) {
  return fakeAdminApi({
    '/admin/users': users,
    '/admin/associations': [anAssociation()],
    ...overrides,
  });
}

describe('UsersTab', () => {
  it('shows a skeleton while loading', () => {
    renderPage(<UsersTab />, { client: api({ '/admin/users': pending }) });
    expect(screen.getByTestId('page-loading')).toBeInTheDocument();
  });

  it('says when there is no user, and shows the loading error', async () => {
    const first = renderPage(<UsersTab />, { client: api({ '/admin/users': [] }) });
    expect(await screen.findByText('Aucun utilisateur')).toBeInTheDocument();
    first.unmount();
    renderPage(<UsersTab />, {
      client: api({
        '/admin/users': () => {
          throw new ApiError(500, {});
        },
      }),
      reportError: jest.fn(),
    });
    expect(await screen.findByText('Erreur lors du chargement des données')).toBeInTheDocument();
  });

  it('lists users with their role label, managed associations and activation', async () => {
    renderPage(<UsersTab />, { client: api() });
    const manager = await screen.findByTestId('user-row-nadia@exemple.fr');
    expect(manager).toHaveTextContent("Gérant d'association");
    expect(manager).toHaveTextContent('Les Amis du Quartier');
    expect(manager).toHaveTextContent('Actif');
    const donor = screen.getByTestId('user-row-denise@exemple.fr');
    expect(donor).toHaveTextContent('Donateur');
    expect(donor).toHaveTextContent('Désactivé');
    expect(screen.getByTestId('user-row-ada@exemple.fr')).toHaveTextContent('Super Admin');
  });

  it('creates a user: name and email enable the button, associations only for a manager, no empty password', async () => {
    const client = api();
    client.post.mockResolvedValue(aUser() as never);
    renderPage(<UsersTab />, { client });
    // Disabled until the list (and the associations to choose from) has arrived.
    const newUser = await screen.findByRole('button', { name: 'Nouvel utilisateur' });
    await waitFor(() => expect(newUser).toBeEnabled());
    fireEvent.click(newUser);
    const dialog = await screen.findByRole('dialog');
    const create = within(dialog).getByRole('button', { name: 'Créer' });
    expect(create).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText(/^Nom complet/), { target: { value: 'Nadia' } });
    expect(create).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText(/^Email/), {
      target: { value: 'nadia@exemple.fr' },
    });
    expect(create).toBeEnabled();
    expect(within(dialog).queryByText('Associations gérées')).toBeNull();

    const user = userEvent.setup();
    await user.selectOptions(within(dialog).getByLabelText('Rôle'), "Gérant d'association");
    const managed = within(dialog).getByRole('group', { name: 'Associations gérées' });
    expect(managed).toHaveAccessibleDescription('Uniquement pour un gérant d’association.');
    await user.click(within(managed).getByRole('checkbox', { name: 'Les Amis du Quartier' }));
    expect(within(managed).getByRole('checkbox', { name: 'Les Amis du Quartier' })).toBeChecked();

    fireEvent.click(create);
    await waitFor(() => expect(client.post).toHaveBeenCalled());
    expect(client.post.mock.calls[0][0]).toBe('/admin/users');
    expect(client.post.mock.calls[0][1]).toEqual({
      full_name: 'Nadia',
      email: 'nadia@exemple.fr',
      phone: null,
      role: 'association_manager',
      is_active: true,
      association_ids: ['a-1'],
    });
    expect(await screen.findByText('Utilisateur créé avec succès')).toBeInTheDocument();
  });

  it('edits a user: a donor gets no associations, a new password is sent, failures have their texts', async () => {
    const client = api();
    renderPage(<UsersTab />, { client, reportError: jest.fn() });
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier Nadia Gérante' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/^Nom complet/)).toHaveValue('Nadia Gérante');
    expect(within(dialog).getByLabelText('Rôle')).toHaveDisplayValue("Gérant d'association");
    expect(within(dialog).getByRole('checkbox', { name: 'Les Amis du Quartier' })).toBeChecked();
    await userEvent.setup().selectOptions(within(dialog).getByLabelText('Rôle'), 'Donateur');
    expect(within(dialog).queryByText('Associations gérées')).toBeNull();
    fireEvent.click(within(dialog).getByLabelText('Compte actif'));

    client.put.mockRejectedValueOnce(
      new ApiError(422, { detail: [{ path: 'email', message: "Format d'email invalide" }] }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await within(dialog).findByText("Erreur de validation: email: Format d'email invalide"),
    ).toBeInTheDocument();
    expect(client.put.mock.calls[0][1]).toMatchObject({
      role: 'donor',
      association_ids: [],
      is_active: false,
    });
    expect(client.put.mock.calls[0][1]).not.toHaveProperty('password');

    client.put.mockRejectedValueOnce(new ApiError(401, {}));
    fireEvent.change(within(dialog).getByLabelText(/^Mot de passe/), {
      target: { value: 'nouveau-secret' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await within(dialog).findByText('Non autorisé - Veuillez vous reconnecter'),
    ).toBeInTheDocument();
    expect(client.put.mock.calls[1][1]).toMatchObject({ password: 'nouveau-secret' });
  });

  it('sends a password-reset email', async () => {
    const client = api();
    client.post.mockResolvedValue(undefined as never);
    renderPage(<UsersTab />, { client });
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Envoyer un lien de réinitialisation : Denise Donatrice',
      }),
    );
    // The call also carries the screen's abort signal: the path is what the user's action names.
    await waitFor(() =>
      expect(client.post.mock.calls.map((call) => call[0])).toEqual([
        '/admin/send-password-reset/u-2',
      ]),
    );
    expect(
      await screen.findByText('Email de réinitialisation envoyé à denise@exemple.fr'),
    ).toBeInTheDocument();
  });
});
