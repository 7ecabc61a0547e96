import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from 'shared-contracts';
import { aCampaign, anAssociation, fakeAdminApi } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render';
import { CampaignCreatePage, CampaignEditPage } from './CampaignFormPage';

const associations = [
  anAssociation(),
  anAssociation({ id: 'a-2', name: 'En Attente', status: 'pending' }),
  anAssociation({ id: 'a-3', name: 'Refusée', status: 'rejected' }),
];

function field(name: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(`[name="${name}"]`);
  if (!element) throw new Error(`no field ${name}`);
  return element;
}

function type(name: string, value: string) {
  fireEvent.change(field(name), { target: { value } });
}

const associationSelect = () => screen.getAllByLabelText(/^Association/)[0];

describe('CampaignCreatePage', () => {
  it('says there is no approved association and asks to approve one first', async () => {
    renderPage(<CampaignCreatePage />, {
      client: fakeAdminApi({ '/admin/associations': [associations[1]] }),
    });
    expect(await screen.findByText('Aucune association approuvée')).toBeInTheDocument();
    expect(
      screen.getByText("Approuvez d'abord au moins une association pour créer une campagne."),
    ).toBeInTheDocument();
  });

  it('offers approved associations only; title and description enable the button', async () => {
    renderPage(<CampaignCreatePage />, {
      client: fakeAdminApi({ '/admin/associations': associations }),
    });
    const create = await screen.findByRole('button', { name: 'Créer' });
    expect(create).toBeDisabled();
    type('title', 'Jardin');
    expect(create).toBeDisabled();
    type('description', 'Un jardin');
    expect(create).toBeEnabled();
    fireEvent.click(associationSelect());
    expect(await screen.findByRole('option', { name: 'Les Amis du Quartier' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'En Attente' })).toBeNull();
    expect(screen.queryByRole('option', { name: 'Refusée' })).toBeNull();
    expect(screen.getAllByLabelText(/^Statut/)[0]).toHaveValue('Brouillon');
  });

  it("asks for an association on submit, then sends the campaign with 30 days and 'draft'", async () => {
    const client = fakeAdminApi({ '/admin/associations': associations });
    client.post.mockResolvedValue(aCampaign() as never);
    renderPage(<CampaignCreatePage />, { client });
    await screen.findByRole('button', { name: 'Créer' });
    type('title', 'Jardin');
    type('description', 'Un jardin');
    fireEvent.click(await screen.findByRole('button', { name: 'Créer' }));
    expect(screen.getByText('Veuillez sélectionner une association')).toBeInTheDocument();
    expect(client.post).not.toHaveBeenCalled();

    fireEvent.click(associationSelect());
    fireEvent.click(await screen.findByRole('option', { name: 'Les Amis du Quartier' }));
    fireEvent.click(screen.getByRole('button', { name: 'Créer' }));
    await waitFor(() => expect(client.post).toHaveBeenCalled());
    const [path, body] = client.post.mock.calls[0] as [string, Record<string, unknown>];
    expect(path).toBe('/admin/campaigns');
    expect(body).toMatchObject({
      title: 'Jardin',
      description: 'Un jardin',
      association_id: 'a-1',
      status: 'draft',
      target_amount: null,
      rewards: [],
    });
    const days = (Date.parse(body.end_date as string) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
    expect(await screen.findByText('Campagne créée avec succès')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin?tab=campaigns'),
    );
  });

  it('shows the admin 422 text on a refused save', async () => {
    const client = fakeAdminApi({ '/admin/associations': associations });
    client.post.mockRejectedValue(new ApiError(422, { detail: [{ path: 'title', message: 'x' }] }));
    renderPage(<CampaignCreatePage />, { client, reportError: jest.fn() });
    await screen.findByRole('button', { name: 'Créer' });
    type('title', 'Jardin');
    type('description', 'Un jardin');
    fireEvent.click(associationSelect());
    fireEvent.click(await screen.findByRole('option', { name: 'Les Amis du Quartier' }));
    fireEvent.click(screen.getByRole('button', { name: 'Créer' }));
    expect(
      await screen.findByText('Données invalides. Vérifiez les champs requis et leur format.'),
    ).toBeInTheDocument();
  });
});

describe('CampaignEditPage', () => {
  it('loads the campaign and sends what changed, the frozen terms only when changed', async () => {
    const campaign = aCampaign({
      rewards: [
        {
          id: 'r-1',
          amount: 20,
          title: 'Un merci',
          description: null,
          includes_previous: true,
          value: 4,
        },
      ],
    });
    const client = fakeAdminApi({
      '/admin/associations': associations,
      '/admin/campaigns/c-1': campaign,
    });
    client.put.mockResolvedValue(campaign as never);
    renderPage(<CampaignEditPage />, {
      path: '/admin/campaigns/:campaignId/edit',
      route: '/admin/campaigns/c-1/edit',
      client,
    });
    await screen.findByRole('button', { name: 'Enregistrer' });
    expect(field('title')).toHaveValue('Jardin partagé');
    expect(screen.getAllByLabelText(/^Statut/)[0]).toHaveValue('Active');
    type('title', 'Jardin partagé 2');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(client.put).toHaveBeenCalled());
    const [path, body] = client.put.mock.calls[0] as [string, Record<string, unknown>];
    expect(path).toBe('/admin/campaigns/c-1');
    expect(body).toMatchObject({ title: 'Jardin partagé 2', status: 'active' });
    expect(body.rewards).toEqual([
      { amount: 20, title: 'Un merci', description: null, includes_previous: true, value: 4 },
    ]);
    expect(body).not.toHaveProperty('target_amount');
    expect(body).not.toHaveProperty('end_date');
    expect(body).not.toHaveProperty('association_id');
    expect(await screen.findByText('Campagne mise à jour avec succès')).toBeInTheDocument();
  });

  it('says when the campaign does not exist', async () => {
    renderPage(<CampaignEditPage />, {
      path: '/admin/campaigns/:campaignId/edit',
      route: '/admin/campaigns/nope/edit',
      client: fakeAdminApi({
        '/admin/associations': associations,
        '/admin/campaigns/nope': () => {
          throw new ApiError(404, { detail: 'Campagne non trouvée' });
        },
      }),
      reportError: jest.fn(),
    });
    expect(await screen.findByText('Campagne non trouvée')).toBeInTheDocument();
  });
});
