import { loadRemote } from '@module-federation/enhanced/runtime';
import { fireEvent, screen, within } from '@testing-library/react';
import { ApiError, publicPageReads, type ApiClient } from 'shared-contracts';
import {
  associationFixture,
  campaignFixture,
  contributionFixture,
} from '../../../testing/fixtures';
import { createFakeApiClient, renderPage } from '../../../testing/render';
import { CampaignPage } from './CampaignPage';

// mf_donation is known to the page's federation instance; loadRemote is what a test answers.
jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({
    options: {
      remotes: [
        { name: 'mf_donation', entry: 'http://localhost/remotes/mf_donation/mf-manifest.json' },
      ],
    },
  }),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const loadFederated = loadRemote as jest.MockedFunction<typeof loadRemote>;

function renderCampaign({
  campaign = campaignFixture() as unknown,
  contributions = [] as unknown[],
  association = associationFixture() as unknown,
  route = '/campaign/un-puits',
} = {}) {
  const client = createFakeApiClient({
    get: jest.fn((path: string) => {
      if (path.startsWith('/associations/')) return Promise.resolve(association);
      return campaign instanceof Error ? Promise.reject(campaign) : Promise.resolve(campaign);
    }) as ApiClient['get'],
    getList: jest.fn().mockResolvedValue(contributions),
  });
  const reportError = jest.fn();
  renderPage(<CampaignPage />, {
    route,
    path: '/campaign/:campaignId',
    client,
    reportError,
  });
  return { client, reportError };
}

describe('CampaignPage', () => {
  beforeEach(() => {
    loadFederated.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('opens with the reads the server announces in the page (its campaign, its contributions)', async () => {
    const { client } = renderCampaign();
    await screen.findByRole('heading', { level: 1, name: 'Un puits pour le village' });
    const calls = [
      ...jest.mocked(client.get).mock.calls,
      ...jest.mocked(client.getList).mock.calls,
    ].map(([path]) => path);
    // Its association is read once the campaign has named it, its 'Actualités' once near the
    // screen (at once in jsdom, which has no IntersectionObserver): neither is announced.
    const opening = calls.filter(
      (path) => !path.startsWith('/associations/') && !path.endsWith('/news'),
    );
    expect(opening.sort()).toEqual(publicPageReads('/campaign/un-puits').sort());
  });

  it('shows the campaign, its story, its association and the side card', async () => {
    const { client } = renderCampaign();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Un puits pour le village' }),
    ).toBeInTheDocument();
    expect(client.get).toHaveBeenCalledWith('/campaigns/un-puits', expect.anything());
    expect(screen.getByText('Le village attend un puits depuis dix ans.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'À propos de Eau Vive' })).toBeInTheDocument();
    expect(await screen.findByTestId('association-raised-total')).toHaveTextContent(
      /1\s250 € collectés au total/,
    );
    expect(screen.getByRole('link', { name: "Découvrir l'association" })).toHaveAttribute(
      'href',
      '/association/eau-vive',
    );
    const side = screen.getByTestId('campaign-side-card');
    expect(within(side).getByTestId('side-raised-caption')).toHaveTextContent(
      /collectés sur 1\s000 €/,
    );
    expect(within(side).getByTestId('side-percent')).toHaveTextContent('25% financé');
    expect(within(side).getByTestId('side-backers')).toHaveTextContent('3');
    expect(screen.getByText('Soyez le premier à soutenir ce projet !')).toBeInTheDocument();
  });

  it("falls back to 'Aucune description disponible' without a story", async () => {
    renderCampaign({ campaign: campaignFixture({ story: null }) });
    expect(await screen.findByText('Aucune description disponible')).toBeInTheDocument();
  });

  it('shows no rewards section when the campaign has none', async () => {
    renderCampaign();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: 'Contreparties' })).not.toBeInTheDocument();
  });

  it('lists rewards with their badge, and a click opens the dialog with that amount', async () => {
    loadFederated.mockResolvedValue({
      default: ({ campaignId, initialAmount }: { campaignId: string; initialAmount?: number }) => (
        <div data-testid="contribution-dialog">{`${campaignId}:${initialAmount ?? ''}`}</div>
      ),
    });
    renderCampaign({
      campaign: campaignFixture({
        rewards: [
          {
            id: 'r2',
            amount: 50,
            title: 'Visite du chantier',
            description: 'Sur place',
            includes_previous: true,
          },
          {
            id: 'r1',
            amount: 10,
            title: 'Merci personnalisé',
            description: null,
            includes_previous: true,
          },
        ],
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Contreparties' })).toBeInTheDocument();
    const rewards = screen.getAllByTestId('reward');
    expect(rewards.map((reward) => reward.textContent)).toEqual([
      'Merci personnalisé10€+',
      'Visite du chantierSur place50€+',
    ]);
    fireEvent.click(screen.getByRole('button', { name: /Visite du chantier/ }));
    expect(await screen.findByTestId('contribution-dialog')).toHaveTextContent('c-puits:50');
    expect(loadFederated).toHaveBeenCalledWith('mf_donation/ContributionDialog');
  });

  it("opens the dialog without an amount from 'Soutenir ce projet'", async () => {
    loadFederated.mockResolvedValue({
      default: ({ campaignId, initialAmount }: { campaignId: string; initialAmount?: number }) => (
        <div data-testid="contribution-dialog">{`${campaignId}:${initialAmount ?? 'libre'}`}</div>
      ),
    });
    renderCampaign();
    fireEvent.click(
      within(await screen.findByTestId('campaign-side-card')).getByRole('button', {
        name: 'Soutenir ce projet',
      }),
    );
    expect(await screen.findByTestId('contribution-dialog')).toHaveTextContent('c-puits:libre');
  });

  it("opens the dialog on arrival from '?contribuer=' (the payment page's 'Réessayer'), at that amount", async () => {
    loadFederated.mockResolvedValue({
      default: ({
        campaignId,
        initialAmount,
        onClose,
      }: {
        campaignId: string;
        initialAmount?: number;
        onClose: () => void;
      }) => (
        <button type="button" data-testid="contribution-dialog" onClick={onClose}>
          {`${campaignId}:${initialAmount ?? 'libre'}`}
        </button>
      ),
    });
    renderCampaign({ route: '/campaign/un-puits?contribuer=12.5' });
    expect(await screen.findByTestId('contribution-dialog')).toHaveTextContent('c-puits:12.5');
    // Closed, it leaves the address: a reload or a shared link does not open it again.
    fireEvent.click(screen.getByTestId('contribution-dialog'));
    expect(screen.queryByTestId('contribution-dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/campaign\/un-puits$/);
  });

  it.each([
    ['no amount', '?contribuer=oui'],
    ['an amount no donor could type', '?contribuer=0.001'],
  ])("'?contribuer' with %s opens the dialog without an amount", async (_name, search) => {
    loadFederated.mockResolvedValue({
      default: ({ initialAmount }: { initialAmount?: number }) => (
        <div data-testid="contribution-dialog">{`${initialAmount ?? 'libre'}`}</div>
      ),
    });
    renderCampaign({ route: `/campaign/un-puits${search}` });
    expect(await screen.findByTestId('contribution-dialog')).toHaveTextContent('libre');
  });

  it("does not open the dialog from '?contribuer=' once the campaign is closed", async () => {
    renderCampaign({
      campaign: campaignFixture({ status: 'completed', end_date: null }),
      route: '/campaign/un-puits?contribuer=20',
    });
    expect(await screen.findByTestId('campaign-closed')).toBeInTheDocument();
    expect(loadFederated).not.toHaveBeenCalled();
  });

  it('keeps the page when mf_donation is down, and retries on demand', async () => {
    loadFederated.mockRejectedValue(new Error('ScriptNetworkError'));
    renderCampaign();
    fireEvent.click(
      within(await screen.findByTestId('donate-bar')).getByRole('button', {
        name: 'Soutenir ce projet',
      }),
    );
    expect(await screen.findByTestId('contribution-dialog-fallback')).toBeInTheDocument();
    expect(screen.getByTestId('campaign-page')).toBeInTheDocument();
    loadFederated.mockResolvedValue({ default: () => <div data-testid="contribution-dialog" /> });
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByTestId('contribution-dialog')).toBeInTheDocument();
  });

  it('lists the 5 most recent contributions, anonymous donors unnamed', async () => {
    renderCampaign({
      contributions: [
        contributionFixture(1, { donor_name: 'Julie', is_anonymous: true }),
        ...[2, 3, 4, 5, 6, 7].map((index) => contributionFixture(index)),
      ],
    });
    const rows = await screen.findAllByTestId('recent-contribution');
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('Donateur anonyme');
    expect(rows[0]).not.toHaveTextContent('Julie');
    expect(rows[0]).toHaveTextContent('20/11/2026');
    expect(rows[0]).toHaveTextContent(/10 €/);
    expect(rows[1]).toHaveTextContent('Donateur 2');
    expect(screen.queryByText('Donateur 6')).not.toBeInTheDocument();
  });

  it('shows the days left once in the side card, and keeps a donate bar with the amount raised', async () => {
    renderCampaign({ campaign: campaignFixture({ end_date: '2099-01-01T00:00:00.000Z' }) });
    const side = await screen.findByTestId('campaign-side-card');
    expect(within(side).getAllByText(/jours restants/)).toHaveLength(1);
    expect(within(side).getByText('Temps restant')).toBeInTheDocument();
    const bar = screen.getByRole('region', { name: 'Soutenir ce projet' });
    expect(bar).toHaveTextContent(/^250\s€collectés/);
  });

  it("shares the campaign's address: the links, then 'Copier le lien' copies it", async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderCampaign();
    const side = await screen.findByTestId('campaign-side-card');
    const share = within(side).getByRole('button', { name: 'Partager' });
    expect(share).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(share);
    const panel = await screen.findByRole('group', { name: 'Partager la campagne' });
    expect(share).toHaveAttribute('aria-expanded', 'true');
    const url = 'http://localhost/campaign/un-puits';
    for (const name of ['Email', 'WhatsApp', 'Facebook', 'X', 'LinkedIn'])
      expect(within(panel).getByRole('link', { name }).getAttribute('href')).toContain(
        encodeURIComponent(url),
      );
    fireEvent.click(within(panel).getByRole('button', { name: 'Copier le lien' }));
    expect(writeText).toHaveBeenCalledWith(url);
  });

  it("uses the phone's own share sheet where the browser has one", async () => {
    const shareSheet = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: shareSheet, configurable: true });
    try {
      renderCampaign();
      const side = await screen.findByTestId('campaign-side-card');
      fireEvent.click(within(side).getByRole('button', { name: 'Partager' }));
      expect(shareSheet).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Un puits pour le village',
          url: 'http://localhost/campaign/un-puits',
        }),
      );
      expect(screen.queryByTestId('share-panel')).not.toBeInTheDocument();
    } finally {
      delete (navigator as { share?: unknown }).share;
    }
  });

  it('says plainly that a goal campaign refunds donors if the goal is missed', async () => {
    renderCampaign({ campaign: campaignFixture({ end_date: '2099-01-01T00:00:00.000Z' }) });
    expect(await screen.findByTestId('funding-mode')).toHaveTextContent(
      "Si l'objectif n'est pas atteint à la date de fin, les donateurs sont intégralement remboursés.",
    );
  });

  it("shows a continuous campaign 'En continu', without '% financé'", async () => {
    renderCampaign({ campaign: campaignFixture({ target_amount: null, end_date: null }) });
    const side = await screen.findByTestId('campaign-side-card');
    expect(within(side).getByTestId('side-raised-caption')).toHaveTextContent(/^collectés$/);
    expect(within(side).queryByTestId('side-percent')).not.toBeInTheDocument();
    expect(within(side).getByTestId('side-days')).toHaveTextContent('En continu');
    expect(screen.getByTestId('funding-mode')).toHaveTextContent('En continu');
  });

  it('says a completed campaign no longer takes donations, with nothing that opens the dialog', async () => {
    renderCampaign({
      campaign: campaignFixture({
        status: 'completed',
        end_date: null,
        total_backers: 1,
        rewards: [
          { id: 'r1', amount: 10, title: 'Merci', description: null, includes_previous: true },
        ],
      }),
    });
    const side = await screen.findByTestId('campaign-side-card');
    expect(within(side).getByTestId('campaign-closed')).toHaveTextContent(
      'Cette campagne ne reçoit plus de dons.',
    );
    expect(within(side).getByTestId('side-days')).toHaveTextContent('Terminée');
    // Nothing is left to wait for: no 'Temps restant', no donate bar.
    expect(side).not.toHaveTextContent('Temps restant');
    expect(side).toHaveTextContent('Statut de la collecte');
    expect(screen.queryByTestId('donate-bar')).not.toBeInTheDocument();
    expect(side).toHaveTextContent(/1\s*contributeur(?!s)/);
    expect(screen.queryByTestId('funding-mode')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Soutenir ce projet' })).not.toBeInTheDocument();
    // The rewards stay listed, as what donors received, but are not buttons any more.
    expect(screen.getByTestId('reward')).toHaveTextContent('Merci');
    expect(screen.queryByRole('button', { name: /Merci/ })).not.toBeInTheDocument();
    expect(loadFederated).not.toHaveBeenCalled();
  });

  it('treats a campaign past its end date as closed too, before the settlement completes it', async () => {
    renderCampaign({ campaign: campaignFixture({ end_date: '2020-01-01T00:00:00.000Z' }) });
    expect(await screen.findByTestId('campaign-closed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Soutenir ce projet' })).not.toBeInTheDocument();
  });

  it("shows 'Campagne non trouvée' for an unknown campaign, without a toast", async () => {
    const { reportError } = renderCampaign({
      campaign: new ApiError(404, { detail: 'Campagne non trouvée' }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Campagne non trouvée' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Campagne non trouvée | Plateforme de dons');
    expect(
      screen.getByText("Cette campagne n'existe pas ou n'est plus disponible."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
    expect(reportError).not.toHaveBeenCalled();
  });

  it('offers a retry when the campaign cannot be loaded', async () => {
    const { reportError } = renderCampaign({ campaign: new ApiError(503, {}) });
    expect(await screen.findByTestId('page-error')).toBeInTheDocument();
    expect(reportError).toHaveBeenCalled();
  });

  it("shows 'Dons déductibles' beside the association of a verified one only", async () => {
    renderCampaign({ campaign: { ...campaignFixture(), tax_receipt_rate: 66 } });
    await screen.findByRole('heading', { level: 1, name: 'Un puits pour le village' });
    expect(screen.getByTestId('deductible-badge')).toHaveTextContent('Dons déductibles');
  });

  it('shows no such badge otherwise', async () => {
    renderCampaign();
    await screen.findByRole('heading', { level: 1, name: 'Un puits pour le village' });
    expect(screen.queryByText('Dons déductibles')).not.toBeInTheDocument();
  });
});
