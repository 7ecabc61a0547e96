import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { openEditRules, receivedMoneyEditRules, withEditRules } from 'shared-ui/testing';
import type { CampaignEditRules } from 'shared-contracts';
import { fakeDashboardApi } from '../../../testing/fake-dashboard-api';
import { aCampaign, anAssociation } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render';
import { CampaignCreatePage, CampaignEditPage } from './CampaignFormPage';

// The rich-text editor has its own tests (shared-ui); here a plain field stands in for it, as
// ProseMirror cannot be typed into under jsdom. Mocked at its file: the shared CampaignEditor
// imports it from there, not through the barrel.
jest.mock('../../../../../shared-ui/src/rich-text-editor/RichTextEditor', () => ({
  RichTextEditor: ({
    label,
    value,
    onChange,
    error,
  }: {
    label: string;
    value: string;
    onChange: (v: string) => void;
    error?: string;
  }) => (
    <label>
      {label}
      <textarea value={value} onChange={(event) => onChange(event.currentTarget.value)} />
      {error && <span>{error}</span>}
    </label>
  ),
}));

const field = (label: string) =>
  screen.getByLabelText((content) => content.replace(/\s*\*$/, '') === label);
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const DAY = 86_400_000;

// The fixture campaign received 1 200 €: the API's rules for its manager freeze its terms.
const RECEIVED_MONEY = receivedMoneyEditRules('association_manager', aCampaign().end_date!);

function setup(
  page: 'create' | 'edit',
  association = anAssociation(),
  overrides: Partial<ReturnType<typeof aCampaign>> = {},
  rules: CampaignEditRules = RECEIVED_MONEY,
) {
  const campaign = aCampaign({
    ...overrides,
    rewards: [
      {
        id: 'r1',
        amount: 10,
        title: 'Merci',
        description: null,
        includes_previous: true,
        value: 3,
      },
    ],
  });
  const client = fakeDashboardApi({ association, campaigns: [withEditRules(campaign, rules)] });
  client.post.mockImplementation(async (_path, body) => ({ ...campaign, ...(body as object) }));
  client.put.mockImplementation(async (_path, body) => ({ ...campaign, ...(body as object) }));
  renderPage(page === 'create' ? <CampaignCreatePage /> : <CampaignEditPage />, {
    route: page === 'create' ? '/dashboard/campaigns/create' : '/dashboard/campaigns/c1/edit',
    path:
      page === 'create' ? '/dashboard/campaigns/create' : '/dashboard/campaigns/:campaignId/edit',
    client,
  });
  return client;
}

describe('campaign create', () => {
  it('asks for title, short description and story before sending', async () => {
    const client = setup('create');
    fireEvent.click(await screen.findByRole('button', { name: 'Créer la campagne' }));
    expect(screen.getAllByText('Ce champ est requis')).toHaveLength(3);
    expect(client.post).not.toHaveBeenCalled();
  });

  it('has no status field and ends 30 days ahead by default', async () => {
    setup('create');
    await screen.findByRole('button', { name: 'Créer la campagne' });
    expect(screen.queryByLabelText('Statut')).not.toBeInTheDocument();
    const end = new Date(`${(field('Date de fin') as HTMLInputElement).value}T12:00:00`).getTime();
    expect(Math.round((end - Date.now()) / DAY)).toBeGreaterThanOrEqual(29);
    expect(Math.round((end - Date.now()) / DAY)).toBeLessThanOrEqual(31);
    expect(
      screen.getByText('Sans date, la campagne se termine dans 30 jours.'),
    ).toBeInTheDocument();
  });

  it('sends a goal campaign with its rewards in order, the end date as ISO, then goes back with the toast', async () => {
    const client = setup('create');
    await screen.findByRole('button', { name: 'Créer la campagne' });
    type('Titre', 'Serre solidaire');
    type('Description courte', 'Une serre pour tout le quartier');
    type('Histoire du projet', '<p>Il était une fois</p>');
    type('Objectif (€)', '2 500');
    type('Date de fin', '2027-03-31');
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une contrepartie' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une contrepartie' }));
    const [first, second] = screen.getAllByRole('group', { name: /^Contrepartie \d$/ });
    fireEvent.change(within(first).getByLabelText('Montant minimum (€)'), {
      target: { value: '10' },
    });
    fireEvent.change(within(first).getByLabelText('Titre'), { target: { value: 'Merci' } });
    fireEvent.change(within(second).getByLabelText('Montant minimum (€)'), {
      target: { value: '50' },
    });
    fireEvent.change(within(second).getByLabelText('Titre'), {
      target: { value: 'Panier de légumes' },
    });
    // A reward's value is required (issue 26): stated, or 'no market value' ticked.
    fireEvent.click(within(first).getByLabelText('Sans valeur marchande (remerciement, mention)'));
    fireEvent.change(within(second).getByLabelText('Valeur de la contrepartie (€)'), {
      target: { value: '12' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Créer la campagne' }));
    await waitFor(() => expect(client.post).toHaveBeenCalledTimes(1));
    const [path, body] = client.post.mock.calls[0];
    expect(path).toBe('/dashboard/campaigns');
    expect(body).toEqual({
      title: 'Serre solidaire',
      description: 'Une serre pour tout le quartier',
      story: '<p>Il était une fois</p>',
      image_url: null,
      target_amount: 2500,
      // The end of that day in Paris (summer time by then), whatever the machine's zone.
      end_date: '2027-03-31T21:59:59.000Z',
      rewards: [
        {
          amount: 10,
          title: 'Merci',
          description: null,
          includes_previous: true,
          value: 0,
          no_market_value: true,
          quantity: null,
          needs_shipping: false,
        },
        {
          amount: 50,
          title: 'Panier de légumes',
          description: null,
          includes_previous: true,
          value: 12,
          no_market_value: false,
          quantity: null,
          needs_shipping: false,
        },
      ],
    });
    expect(await screen.findByText('Campagne créée avec succès')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?tab=campaigns'),
    );
  });

  it('sends no target (continuous funding) when the target is left empty, and keeps half-filled rewards from being sent', async () => {
    const client = setup('create');
    await screen.findByRole('button', { name: 'Créer la campagne' });
    type('Titre', 'Cantine');
    type('Description courte', 'Des repas');
    type('Histoire du projet', '<p>Tous les jours</p>');
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une contrepartie' }));
    fireEvent.change(screen.getByLabelText('Montant minimum (€)'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Créer la campagne' }));
    expect(
      await screen.findByText('Ajoutez un titre pour garder cette contrepartie'),
    ).toBeInTheDocument();
    expect(client.post).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer la contrepartie 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Créer la campagne' }));
    await waitFor(() => expect(client.post).toHaveBeenCalled());
    expect(client.post.mock.calls[0][1]).toMatchObject({ target_amount: null, rewards: [] });
  });

  it('tells a manager of a pending association that the campaign stays a draft', async () => {
    setup('create', anAssociation({ status: 'pending' }));
    expect(await screen.findByText(/en attente de validation/)).toBeInTheDocument();
  });
});

describe('campaign edit', () => {
  it('loads the campaign, offers its status and sends the change', async () => {
    const client = setup('edit');
    expect(await screen.findByDisplayValue('Potager partagé')).toBeInTheDocument();
    expect(field('Statut')).toHaveValue('active');
    expect(screen.getByDisplayValue('Merci')).toBeInTheDocument();
    fireEvent.change(field('Statut'), { target: { value: 'completed' } });
    fireEvent.change(screen.getAllByLabelText(/^Titre/)[0], {
      target: { value: 'Potager partagé 2' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(client.put).toHaveBeenCalledTimes(1));
    expect(client.put.mock.calls[0][0]).toBe('/dashboard/campaigns/c1');
    expect(client.put.mock.calls[0][1]).toMatchObject({
      title: 'Potager partagé 2',
      status: 'completed',
      rewards: [
        { amount: 10, title: 'Merci', description: null, includes_previous: true, value: 3 },
      ],
    });
    // 1 200 € received: the target and the end date are frozen, shown but not sent.
    expect(client.put.mock.calls[0][1]).not.toHaveProperty('target_amount');
    expect(client.put.mock.calls[0][1]).not.toHaveProperty('end_date');
    expect(await screen.findByText('Campagne mise à jour avec succès')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?tab=campaigns'),
    );
  });

  it('shows and sends back the end date by its day in Paris, so an untouched date stays the same day', async () => {
    // Stored at 23:30 UTC: already 11 January in Paris, the day the list shows. A browser in
    // another zone (this machine's UTC, Martinique) must neither show 10 January nor send the
    // end of a day the server reads as another one (it refuses a changed end date once money
    // came in: the manager could not save anything).
    const client = setup(
      'edit',
      anAssociation(),
      { end_date: '2027-01-10T23:30:00.000Z', raised_amount: 0, total_backers: 0 },
      openEditRules(),
    );
    expect(await screen.findByDisplayValue('Potager partagé')).toBeInTheDocument();
    expect(field('Date de fin')).toHaveValue('2027-01-11');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(client.put).toHaveBeenCalledTimes(1));
    // Untouched, the date is not sent at all: the server keeps the same instant.
    expect(client.put.mock.calls[0][1]).not.toHaveProperty('end_date');
    await screen.findByText('Campagne mise à jour avec succès');
    cleanup();
    const again = setup(
      'edit',
      anAssociation(),
      { end_date: '2027-01-10T23:30:00.000Z', raised_amount: 0, total_backers: 0 },
      openEditRules(),
    );
    expect(await screen.findByDisplayValue('Potager partagé')).toBeInTheDocument();
    type('Date de fin', '2027-01-12');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(again.put).toHaveBeenCalledTimes(1));
    expect(again.put.mock.calls[0][1]).toMatchObject({ end_date: '2027-01-12T22:59:59.000Z' });
  });

  it('keeps the terms frozen after a full refund, as the server says (totals back at 0)', async () => {
    setup('edit', anAssociation(), { raised_amount: 0, total_backers: 0 }, RECEIVED_MONEY);
    expect(await screen.findByDisplayValue('Potager partagé')).toBeInTheDocument();
    expect(field('Objectif (€)')).toBeDisabled();
    expect(field('Date de fin')).toBeDisabled();
  });

  it('says before saving that the target and the end date of a campaign that received money are frozen', async () => {
    setup('edit');
    expect(await screen.findByDisplayValue('Potager partagé')).toBeInTheDocument();
    expect(field('Objectif (€)')).toBeDisabled();
    expect(field('Date de fin')).toBeDisabled();
    expect(
      screen.getByText(/L'objectif ne peut plus être modifié : la campagne a déjà reçu des dons/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /La date de fin ne peut plus être modifiée : la campagne a déjà reçu des dons/,
      ),
    ).toBeInTheDocument();
  });

  it('leaves both editable while nothing was received', async () => {
    setup('edit', anAssociation(), { raised_amount: 0, total_backers: 0 }, openEditRules());
    expect(await screen.findByDisplayValue('Potager partagé')).toBeInTheDocument();
    expect(field('Objectif (€)')).toBeEnabled();
    expect(field('Date de fin')).toBeEnabled();
    // On an existing campaign an emptied end date removes it (a new one would end in 30 days).
    expect(
      screen.getByText('Laissez vide pour une campagne sans date de fin.'),
    ).toBeInTheDocument();
  });

  it("shows 'Campagne non trouvée' for a campaign that is not the manager's", async () => {
    const client = fakeDashboardApi({ association: anAssociation(), campaigns: [] });
    renderPage(<CampaignEditPage />, {
      route: '/dashboard/campaigns/autre/edit',
      path: '/dashboard/campaigns/:campaignId/edit',
      client,
    });
    expect(await screen.findByText('Campagne non trouvée')).toBeInTheDocument();
  });
});
