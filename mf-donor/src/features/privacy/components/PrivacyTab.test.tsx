import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ApiError, sessionStore } from 'shared-contracts';
import { saveFile } from 'shared-ui';
import { aDonor, fakeApiWithReads } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render';
import PrivacyTab from './PrivacyTab';

jest.mock('shared-ui', () => ({ ...jest.requireActual('shared-ui'), saveFile: jest.fn() }));
const save = saveFile as jest.MockedFunction<typeof saveFile>;

// What the shell would show as a toast: every failure a screen reports.
const reportError = jest.fn();

function renderTab(client = fakeApiWithReads({})) {
  renderPage(
    <Routes>
      <Route path="/donor-dashboard" element={<PrivacyTab />} />
      <Route path="/" element={<p>Page d’accueil</p>} />
    </Routes>,
    { client, route: '/donor-dashboard?tab=privacy', reportError },
  );
  return client;
}

function openDeletion() {
  fireEvent.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
  return screen.getByRole('dialog', { name: 'Supprimer définitivement votre compte ?' });
}

beforeEach(() => {
  save.mockReset();
  reportError.mockReset();
  sessionStore.getState().setSession('jwt', aDonor());
});

describe('donor PrivacyTab', () => {
  it('says what the donor can do, with the privacy policy one link away', () => {
    renderTab();
    expect(screen.getByRole('heading', { name: 'Mes données personnelles' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Lire la politique de confidentialité' }),
    ).toHaveAttribute('href', '/confidentialite');
    expect(
      screen.getByText(/conserver leur comptabilité dix ans et les reçus fiscaux six ans/),
    ).toBeInTheDocument();
  });

  it.each([
    ['JSON', 'json'],
    ['CSV', 'csv'],
  ])(
    'downloads the data as %s through the API client and saves the file',
    async (label, format) => {
      const client = renderTab();
      const file = new Blob(['{}']);
      client.get.mockResolvedValue(file as never);
      fireEvent.click(screen.getByRole('button', { name: `Télécharger mes données (${label})` }));
      await waitFor(() => expect(save).toHaveBeenCalled());
      expect(client.get.mock.calls[0]![0]).toBe(`/donor/data-export?format=${format}`);
      expect(client.get.mock.calls[0]![1]).toMatchObject({ blob: true });
      expect(save.mock.calls[0]![0]).toBe(file);
      expect(save.mock.calls[0]![1]).toMatch(
        new RegExp(`^mes-donnees-\\d{4}-\\d{2}-\\d{2}\\.${format}$`),
      );
    },
  );

  it('asks for the password before deleting, and sends nothing without it', async () => {
    const client = renderTab();
    const dialog = openDeletion();
    expect(within(dialog).getByText(/Cette action est définitive/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await within(dialog).findByText('Ce champ est requis')).toBeInTheDocument();
    expect(client.post).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionStore.getState().token).toBe('jwt');
  });

  it('shows a wrong password once, under its field (no toast), until the donor edits it', async () => {
    const client = renderTab();
    client.post.mockRejectedValue(
      new ApiError(422, {
        detail: [{ path: 'password', message: 'Mot de passe incorrect' }],
        code: 'validation_failed',
      }),
    );
    const dialog = openDeletion();
    const password = within(dialog).getByLabelText('Mot de passe');
    fireEvent.change(password, { target: { value: 'faux' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await within(dialog).findByText('Mot de passe incorrect')).toBeInTheDocument();
    expect(screen.getAllByText(/Mot de passe incorrect/)).toHaveLength(1);
    expect(reportError).not.toHaveBeenCalled();
    expect(sessionStore.getState().token).toBe('jwt');

    fireEvent.change(password, { target: { value: 'faux2' } });
    await waitFor(() => expect(screen.queryByText('Mot de passe incorrect')).toBeNull());
  });

  it('leaves any other failure of the deletion to the shell, and nothing under the field', async () => {
    const client = renderTab();
    client.post.mockRejectedValue(new ApiError(503, {}));
    const dialog = openDeletion();
    fireEvent.change(within(dialog).getByLabelText('Mot de passe'), {
      target: { value: 'secret123' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    await waitFor(() => expect(reportError).toHaveBeenCalledTimes(1));
    expect(within(dialog).queryByText('Mot de passe incorrect')).toBeNull();
    expect(sessionStore.getState().token).toBe('jwt');
  });

  it('deletes the account with the password, then leaves for the home page and ends the session', async () => {
    const client = renderTab();
    client.post.mockResolvedValue(undefined as never);
    const dialog = openDeletion();
    fireEvent.change(within(dialog).getByLabelText('Mot de passe'), {
      target: { value: 'secret123' },
    });
    fireEvent.keyDown(within(dialog).getByLabelText('Mot de passe'), { key: 'Enter' });
    expect(await screen.findByText('Page d’accueil')).toBeInTheDocument();
    expect(client.post.mock.calls[0]!.slice(0, 2)).toEqual([
      '/donor/account/erase',
      { password: 'secret123' },
    ]);
    expect(sessionStore.getState().token).toBeNull();
    expect(await screen.findByText('Votre compte a été supprimé')).toBeInTheDocument();
  });
});
