import { screen } from '@testing-library/react';
import {
  configureSharedApi,
  publicPageReads,
  resetSharedApi,
  sessionStore,
  type ApiClient,
} from 'shared-contracts';
import { renderPage } from '../../../testing/render';
import { HomePage } from './HomePage';

const campaign = (index: number) => ({
  id: `c${index}`,
  slug: `projet-${index}`,
  title: `Projet ${index}`,
  description: 'Un projet',
  image_url: null,
  target_amount: 1000,
  raised_amount: 100,
  end_date: null,
  status: 'active',
  total_backers: 1,
  association_id: 'a1',
  association_name: 'Lire Ensemble',
  association_slug: 'lire-ensemble',
  association_image: null,
  association_category: 'education',
  created_at: '2026-01-01T00:00:00.000Z',
});

function fakeClient(answers: { campaigns?: unknown; associations?: unknown; stats?: unknown }) {
  const answer = (value: unknown) =>
    value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
  return {
    prefixUrl: '/api',
    getList: jest.fn((path: string) =>
      answer(path === '/campaigns' ? answers.campaigns : answers.associations),
    ),
    get: jest.fn(() => answer(answers.stats)),
  } as unknown as ApiClient;
}

describe('HomePage', () => {
  beforeEach(() => sessionStore.getState().clear());
  afterEach(() => resetSharedApi());

  it('greets the signed-in user and leads to the dashboard', async () => {
    configureSharedApi({ client: fakeClient({ campaigns: [], associations: [], stats: {} }) });
    sessionStore.getState().setSession('jwt', {
      id: 'u1',
      full_name: 'Alice Martin',
      email: 'a@example.fr',
      role: 'donor',
    });
    renderPage(<HomePage />);
    expect(screen.getByTestId('area-user')).toHaveTextContent('Bonjour, Alice Martin');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(await screen.findByText('Aucun projet à soutenir pour le moment.')).toBeInTheDocument();
  });

  it('opens with the reads the server announces in the page', async () => {
    const client = fakeClient({ campaigns: [], associations: [], stats: {} });
    configureSharedApi({ client });
    renderPage(<HomePage />);
    expect(await screen.findByText('Aucun projet à soutenir pour le moment.')).toBeInTheDocument();
    const calls = [
      ...jest.mocked(client.get).mock.calls,
      ...jest.mocked(client.getList).mock.calls,
    ].map(([path]) => path);
    expect(calls.sort()).toEqual(publicPageReads('/').sort());
  });

  it('offers a visitor to log in or register an association', async () => {
    configureSharedApi({ client: fakeClient({ campaigns: [], associations: [], stats: {} }) });
    renderPage(<HomePage />);
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Inscrire mon association' })).toHaveAttribute(
      'href',
      '/inscription-association',
    );
    await screen.findByText('Aucun projet à soutenir pour le moment.');
  });

  it('shows the campaigns, six at a time, and the impact figures', async () => {
    configureSharedApi({
      client: fakeClient({
        campaigns: Array.from({ length: 7 }, (_, index) => campaign(index + 1)),
        associations: [],
        stats: {
          total_campaigns: 7,
          total_raised: 1250,
          total_associations: 3,
          total_donors: 42,
          total_completed_campaigns: 1,
        },
      }),
    });
    renderPage(<HomePage />);
    expect(await screen.findAllByTestId('campaign-card')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeInTheDocument();
    expect(screen.getByTestId('impact-stats')).toHaveTextContent(/1\s250 €collectés/);
    expect(screen.getByTestId('impact-stats')).toHaveTextContent('42donateurs');
    expect(screen.getByTestId('impact-stats')).toHaveTextContent('7projets');
    // One completed campaign: the singular.
    expect(screen.getByTestId('impact-stats')).toHaveTextContent(/1projet financé(?!s)/);
  });

  it('stays quiet when the calls fail: empty lists and zero figures', async () => {
    const failure = new Error('réseau');
    const reportError = jest.fn();
    configureSharedApi({
      client: fakeClient({ campaigns: failure, associations: failure, stats: failure }),
      reportError,
    });
    renderPage(<HomePage />);
    expect(await screen.findByText('Aucun projet à soutenir pour le moment.')).toBeInTheDocument();
    expect(screen.getByText('Aucune association partenaire pour le moment.')).toBeInTheDocument();
    expect(screen.getByTestId('impact-stats')).toHaveTextContent(/0\s€collectés/);
    expect(screen.getByTestId('impact-stats')).toHaveTextContent(/0donateur(?!s)/);
    expect(reportError).not.toHaveBeenCalled();
  });
});
