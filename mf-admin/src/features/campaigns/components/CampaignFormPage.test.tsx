import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError,
  MONEY_RULE_MESSAGES,
  defaultCampaignEndDate,
  endOfDayIso,
  toDateInputValue,
  type CampaignEditRules,
} from 'shared-contracts';
import { openEditRules, receivedMoneyEditRules, withEditRules } from 'shared-ui/testing';
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

const associationSelect = () => screen.getByLabelText(/^Association/);

const chooseAssociation = (name: string) =>
  userEvent.setup().selectOptions(associationSelect(), name);

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
    expect(associationSelect()).toBeRequired();
    expect(associationSelect()).toHaveDisplayValue('Choisir une association approuvée');
    expect(
      within(associationSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choisir une association approuvée', 'Les Amis du Quartier']);
    expect(screen.getByLabelText(/^Statut/)).toHaveDisplayValue('Brouillon');
    expect(
      screen.getByText('Sans date, la campagne se termine dans 30 jours.'),
    ).toBeInTheDocument();
  });

  it("asks for an association on submit, then sends the campaign with its target, 30 days and 'draft'", async () => {
    const client = fakeAdminApi({ '/admin/associations': associations });
    client.post.mockResolvedValue(aCampaign() as never);
    renderPage(<CampaignCreatePage />, { client });
    await screen.findByRole('button', { name: 'Créer' });
    type('title', 'Jardin');
    type('description', 'Un jardin');
    fireEvent.click(await screen.findByRole('button', { name: 'Créer' }));
    expect(screen.getByText('Veuillez sélectionner une association')).toBeInTheDocument();
    expect(client.post).not.toHaveBeenCalled();

    await chooseAssociation('Les Amis du Quartier');
    expect(screen.queryByText('Veuillez sélectionner une association')).toBeNull();
    await userEvent.setup().type(screen.getByLabelText(/^Objectif/), '1 500,50');
    fireEvent.click(screen.getByRole('button', { name: 'Créer' }));
    await waitFor(() => expect(client.post).toHaveBeenCalled());
    const [path, body] = client.post.mock.calls[0] as [string, Record<string, unknown>];
    expect(path).toBe('/admin/campaigns');
    expect(body).toMatchObject({
      title: 'Jardin',
      description: 'Un jardin',
      association_id: 'a-1',
      status: 'draft',
      target_amount: 1500.5,
      rewards: [],
    });
    // The one editor shows the default date (30 days ahead) and sends the end of that day in
    // Paris, as the manager's does.
    const in30Days = toDateInputValue(defaultCampaignEndDate());
    expect(field('end_date')).toHaveValue(in30Days);
    expect(body.end_date).toBe(endOfDayIso(in30Days));
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
    await chooseAssociation('Les Amis du Quartier');
    fireEvent.click(screen.getByRole('button', { name: 'Créer' }));
    expect(
      await screen.findByText('Données invalides. Vérifiez les champs requis et leur format.'),
    ).toBeInTheDocument();
  });
});

async function openEditPage(
  campaign: ReturnType<typeof aCampaign>,
  rules: CampaignEditRules = openEditRules(),
) {
  const client = fakeAdminApi({
    '/admin/associations': associations,
    '/admin/campaigns/c-1': withEditRules(campaign, rules),
  });
  client.put.mockResolvedValue(campaign as never);
  renderPage(<CampaignEditPage />, {
    path: '/admin/campaigns/:campaignId/edit',
    route: '/admin/campaigns/c-1/edit',
    client,
  });
  await screen.findByRole('button', { name: 'Enregistrer' });
  return client;
}

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
    const client = await openEditPage(campaign);
    expect(field('title')).toHaveValue('Jardin partagé');
    expect(screen.getByLabelText(/^Statut/)).toHaveDisplayValue('Active');
    expect(associationSelect()).toHaveDisplayValue('Les Amis du Quartier');
    expect(screen.getByLabelText(/^Objectif/)).toHaveValue('1\u00a0000');
    // Emptying the end date of an existing campaign removes it: no '30 days' here.
    expect(
      screen.getByText('Laissez vide pour une campagne sans date de fin.'),
    ).toBeInTheDocument();
    type('title', 'Jardin partagé 2');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(client.put).toHaveBeenCalled());
    const [path, body] = client.put.mock.calls[0] as [string, Record<string, unknown>];
    expect(path).toBe('/admin/campaigns/c-1');
    expect(body).toMatchObject({ title: 'Jardin partagé 2', status: 'active' });
    expect(body.rewards).toEqual([
      {
        id: 'r-1',
        amount: 20,
        title: 'Un merci',
        description: null,
        includes_previous: true,
        value: 4,
        no_market_value: false,
        quantity: null,
        needs_shipping: false,
      },
    ]);
    expect(body).not.toHaveProperty('target_amount');
    expect(body).not.toHaveProperty('end_date');
    expect(body).not.toHaveProperty('association_id');
    expect(await screen.findByText('Campagne mise à jour avec succès')).toBeInTheDocument();
  });

  it('still shows an association that is no longer approved, and leaves it unchanged', async () => {
    const campaign = aCampaign({ association_id: 'a-2', association_name: 'En Attente' });
    const client = await openEditPage(campaign);
    expect(associationSelect()).toHaveDisplayValue('En Attente');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(client.put).toHaveBeenCalled());
    expect(client.put.mock.calls[0][1]).not.toHaveProperty('association_id');
  });

  it('locks what the server says after a full refund: the target and the association, the end date only later', async () => {
    const campaign = aCampaign({ raised_amount: 0, total_backers: 0 });
    const client = await openEditPage(
      campaign,
      receivedMoneyEditRules('super_admin', campaign.end_date!),
    );
    expect(screen.getByLabelText(/^Objectif/)).toBeDisabled();
    expect(screen.getByText(MONEY_RULE_MESSAGES.targetFrozen)).toBeInTheDocument();
    expect(associationSelect()).toBeDisabled();
    expect(screen.getByText(MONEY_RULE_MESSAGES.associationFrozen)).toBeInTheDocument();
    expect(field('end_date')).toBeEnabled();
    expect(field('end_date')).toHaveAttribute('min', '2026-12-31');
    type('end_date', '2027-01-31');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(client.put).toHaveBeenCalled());
    const body = client.put.mock.calls[0][1] as Record<string, unknown>;
    expect(body).toMatchObject({ end_date: '2027-01-31T22:59:59.000Z' });
    expect(body).not.toHaveProperty('target_amount');
    expect(body).not.toHaveProperty('association_id');
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
