import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-contracts';
import { anAssociation, fakeAdminApi } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render';
import { AssociationCreatePage, AssociationEditPage } from './AssociationFormPage';

const EDIT = { path: '/admin/associations/:associationId/edit' };

function input(name: string): HTMLInputElement {
  const element = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!element) throw new Error(`no field ${name}`);
  return element;
}

function type(name: string, value: string) {
  fireEvent.change(input(name), { target: { value } });
}

describe('AssociationCreatePage', () => {
  it('needs a name and a contact email (of email type); category defaults to social', async () => {
    renderPage(<AssociationCreatePage />, { client: fakeAdminApi({}) });
    const save = screen.getByRole('button', { name: 'Créer' });
    expect(save).toBeDisabled();
    expect(screen.getByLabelText(/Email de contact/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/Catégorie/)).toHaveDisplayValue('Social');
    expect(screen.getByLabelText(/Téléphone/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Site web/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Code APE/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/IBAN/)).toBeNull();
    type('name', 'Les Jardins');
    expect(save).toBeDisabled();
    type('contact_email', 'contact@jardins.fr');
    expect(save).toBeEnabled();
  });

  it('sends the fields without a status, with the placeholder image, then returns to the list', async () => {
    const client = fakeAdminApi({});
    client.post.mockResolvedValue(anAssociation({ id: 'new' }) as never);
    renderPage(<AssociationCreatePage />, { client });
    type('name', 'Les Jardins');
    type('contact_email', 'contact@jardins.fr');
    type('ape_code', '9499Z');
    await userEvent.setup().selectOptions(screen.getByLabelText(/Catégorie/), 'Environnement');
    fireEvent.click(screen.getByRole('button', { name: 'Créer' }));
    await waitFor(() => expect(client.post).toHaveBeenCalled());
    const [path, body] = client.post.mock.calls[0];
    expect(path).toBe('/admin/associations');
    expect(body).toEqual({
      name: 'Les Jardins',
      contact_email: 'contact@jardins.fr',
      category: 'environment',
      ape_code: '9499Z',
      image_url: '/placeholder.png',
    });
    expect(await screen.findByText('Association créée avec succès')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin?tab=associations'),
    );
  });

  it('checks the email format before sending', () => {
    const client = fakeAdminApi({});
    renderPage(<AssociationCreatePage />, { client });
    type('name', 'Les Jardins');
    type('contact_email', 'pas-un-email');
    fireEvent.click(screen.getByRole('button', { name: 'Créer' }));
    expect(screen.getByText("Format d'email invalide")).toBeInTheDocument();
    expect(client.post).not.toHaveBeenCalled();
  });

  it('shows the admin 422 text, and the server text or the fallback otherwise', async () => {
    const client = fakeAdminApi({});
    renderPage(<AssociationCreatePage />, { client, reportError: jest.fn() });
    type('name', 'Les Jardins');
    type('contact_email', 'contact@jardins.fr');
    client.post.mockRejectedValueOnce(
      new ApiError(422, { detail: [{ path: 'name', message: 'Trop long' }] }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Créer' }));
    expect(
      await screen.findByText('Données invalides. Vérifiez les champs requis et leur format.'),
    ).toBeInTheDocument();
    client.post.mockRejectedValueOnce(new ApiError(500, {}));
    fireEvent.click(screen.getByRole('button', { name: 'Créer' }));
    expect(
      await screen.findByText("Erreur lors de la création de l'association"),
    ).toBeInTheDocument();
  });
});

describe('AssociationEditPage', () => {
  it('shows every field, legal and bank ones included, and saves the full record', async () => {
    const client = fakeAdminApi({ '/admin/associations/a-1': anAssociation() });
    client.put.mockResolvedValue(anAssociation() as never);
    renderPage(<AssociationEditPage />, { ...EDIT, route: '/admin/associations/a-1/edit', client });
    await screen.findByRole('button', { name: 'Enregistrer' });
    expect(input('name')).toHaveValue('Les Amis du Quartier');
    for (const label of [/SIRET/, /RNA/, /Code APE/, /IBAN/, /BIC/, /Banque/, /Nom du responsable/])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByLabelText(/IBAN/)).toHaveValue('FR7630006000011234567890189');
    type('city', 'Villeurbanne');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(client.put).toHaveBeenCalled());
    expect(client.put.mock.calls[0][1]).toMatchObject({
      name: 'Les Amis du Quartier',
      city: 'Villeurbanne',
      rna: 'W123456789',
      bank_name: 'Banque Test',
    });
    expect(await screen.findByText('Association mise à jour avec succès')).toBeInTheDocument();
  });

  it('hides Approuver when approved, Rejeter when rejected', async () => {
    const client = fakeAdminApi({
      '/admin/associations/a-1': anAssociation(),
      '/admin/associations/a-3': anAssociation({ id: 'a-3', status: 'rejected' }),
    });
    const first = renderPage(<AssociationEditPage />, {
      ...EDIT,
      route: '/admin/associations/a-1/edit',
      client,
    });
    expect(await screen.findByRole('button', { name: 'Rejeter' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approuver' })).toBeNull();
    first.unmount();
    renderPage(<AssociationEditPage />, { ...EDIT, route: '/admin/associations/a-3/edit', client });
    expect(await screen.findByRole('button', { name: 'Approuver' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rejeter' })).toBeNull();
  });

  it('rejects only with a reason, sent to the review call, then hides Rejeter', async () => {
    const client = fakeAdminApi({
      '/admin/associations/a-2': anAssociation({ id: 'a-2', status: 'pending' }),
    });
    client.post.mockImplementation((async (_path: string, body: object) =>
      anAssociation({ id: 'a-2', ...body })) as never);
    renderPage(<AssociationEditPage />, { ...EDIT, route: '/admin/associations/a-2/edit', client });
    fireEvent.click(await screen.findByRole('button', { name: 'Rejeter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rejeter l’association' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rejeter' }));
    expect(await within(dialog).findByText('Veuillez indiquer le motif du refus')).toBeVisible();
    expect(client.post).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/Motif du refus/), {
      target: { value: 'Le RIB est illisible.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rejeter' }));
    await waitFor(() => expect(client.post).toHaveBeenCalled());
    expect(client.post.mock.calls[0][0]).toBe('/admin/associations/a-2/review');
    expect(client.post.mock.calls[0][1]).toEqual({
      status: 'rejected',
      reason: 'Le RIB est illisible.',
    });
    expect(await screen.findByText('Association rejetée')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Rejeter' })).toBeNull());
  });

  it('approves through the review call', async () => {
    const client = fakeAdminApi({
      '/admin/associations/a-2': anAssociation({ id: 'a-2', status: 'pending' }),
    });
    client.post.mockImplementation((async (_path: string, body: object) =>
      anAssociation({ id: 'a-2', ...body })) as never);
    renderPage(<AssociationEditPage />, { ...EDIT, route: '/admin/associations/a-2/edit', client });
    fireEvent.click(await screen.findByRole('button', { name: 'Approuver' }));
    await waitFor(() => expect(client.post).toHaveBeenCalled());
    expect(client.post.mock.calls[0][0]).toBe('/admin/associations/a-2/review');
    expect(client.post.mock.calls[0][1]).toEqual({ status: 'approved' });
    expect(await screen.findByText('Association approuvée avec succès')).toBeInTheDocument();
  });

  it('shows the documents sent with the association, each a download link', async () => {
    const client = fakeAdminApi({
      '/admin/associations/a-2': anAssociation({
        id: 'a-2',
        status: 'pending',
        documents: [
          {
            id: 'd-1',
            name: 'Statuts de l’association',
            filename: 'statuts.pdf',
            url: '/api/uploads/documents/d-1.pdf',
            size: 2048,
            content_type: 'application/pdf',
            uploaded_at: '2026-11-27T09:00:00Z',
          },
        ],
      }),
      '/admin/associations/a-3': anAssociation({ id: 'a-3' }),
    });
    const first = renderPage(<AssociationEditPage />, {
      ...EDIT,
      route: '/admin/associations/a-2/edit',
      client,
    });
    const link = await screen.findByRole('link', {
      name: 'Télécharger : Statuts de l’association',
    });
    expect(link).toHaveAttribute('href', '/api/uploads/documents/d-1.pdf');
    first.unmount();
    renderPage(<AssociationEditPage />, { ...EDIT, route: '/admin/associations/a-3/edit', client });
    expect(await screen.findByText('Aucun document joint')).toBeInTheDocument();
  });

  it('says when the association does not exist', async () => {
    renderPage(<AssociationEditPage />, {
      ...EDIT,
      route: '/admin/associations/nope/edit',
      client: fakeAdminApi({
        '/admin/associations/nope': () => {
          throw new ApiError(404, { detail: 'Association non trouvée' });
        },
      }),
      reportError: jest.fn(),
    });
    expect(await screen.findByText('Association non trouvée')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour aux associations' })).toHaveAttribute(
      'href',
      '/admin?tab=associations',
    );
  });
});
