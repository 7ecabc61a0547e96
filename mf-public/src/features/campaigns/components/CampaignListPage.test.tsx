import { fireEvent, screen } from '@testing-library/react';
import { publicPageReads } from 'shared-contracts';
import { campaignSummaryFixture } from '../../../testing/fixtures';
import { createFakeApiClient, renderPage } from '../../../testing/render';
import { CampaignListPage } from './CampaignListPage';

const campaigns = [
  campaignSummaryFixture({
    id: '1',
    slug: 'puits',
    title: 'Un puits',
    association_category: 'social',
  }),
  campaignSummaryFixture({
    id: '2',
    slug: 'camion',
    title: 'Un camion médical',
    description: 'Soigner les villages',
    association_category: 'health',
  }),
  campaignSummaryFixture({
    id: '3',
    slug: 'arbres',
    title: 'Mille arbres',
    association_category: 'environment',
  }),
];

function renderList(route = '/campaigns', list: unknown[] = campaigns) {
  const client = createFakeApiClient({ getList: jest.fn().mockResolvedValue(list) });
  return { client, ...renderPage(<CampaignListPage />, { route, path: '/campaigns', client }) };
}

const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((node) => node.textContent);

describe('CampaignListPage', () => {
  it('opens with the read the server announces in the page, the whole list', async () => {
    const { client } = renderList();
    await screen.findAllByTestId('campaign-card');
    const calls = jest.mocked(client.getList).mock.calls;
    expect(calls.map(([path]) => path)).toEqual(publicPageReads('/campaigns'));
    // No search parameter: the request is the announced URL itself.
    expect(calls[0]?.[1]?.searchParams ?? {}).toEqual({});
  });

  it('lists every campaign with the count', async () => {
    renderList();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Tous les projets à soutenir' }),
    ).toBeInTheDocument();
    expect(await screen.findAllByTestId('campaign-card')).toHaveLength(3);
    expect(screen.getByTestId('catalogue-count')).toHaveTextContent('3 projet(s) trouvé(s)');
  });

  it('searches title and description, ignoring case, and keeps the search in the URL', async () => {
    renderList();
    await screen.findAllByTestId('campaign-card');
    fireEvent.change(screen.getByPlaceholderText('Rechercher un projet...'), {
      target: { value: 'VILLAGES' },
    });
    expect(titles()).toEqual(['Un camion médical']);
    expect(screen.getByTestId('catalogue-count')).toHaveTextContent('1 projet(s) trouvé(s)');
    expect(screen.getByTestId('location')).toHaveTextContent('/campaigns?q=VILLAGES');
  });

  it('filters by category with French labels and keeps it in the URL', async () => {
    renderList();
    await screen.findAllByTestId('campaign-card');
    const select = screen.getByRole('combobox', { name: 'Catégorie' });
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Toutes les catégories',
      'Social',
      'Santé',
      'Environnement',
    ]);
    fireEvent.change(select, { target: { value: 'environment' } });
    expect(titles()).toEqual(['Mille arbres']);
    expect(screen.getByTestId('location')).toHaveTextContent('/campaigns?category=environment');
  });

  it('reads the search and category from a shared URL', async () => {
    renderList('/campaigns?q=un&category=health');
    await screen.findAllByTestId('campaign-card');
    expect(titles()).toEqual(['Un camion médical']);
    expect(screen.getByPlaceholderText('Rechercher un projet...')).toHaveValue('un');
    expect(screen.getByRole('combobox', { name: 'Catégorie' })).toHaveValue('health');
  });

  it('says when nothing matches', async () => {
    renderList('/campaigns?q=introuvable');
    expect(await screen.findByText('Aucun projet trouvé')).toBeInTheDocument();
    expect(screen.getByText('Essayez de modifier vos critères de recherche.')).toBeInTheDocument();
    expect(screen.getByTestId('catalogue-count')).toHaveTextContent('0 projet(s) trouvé(s)');
  });

  it('shows an empty list, without a toast, when the call fails', async () => {
    const client = createFakeApiClient({
      getList: jest.fn().mockRejectedValue(new Error('réseau')),
    });
    const reportError = jest.fn();
    renderPage(<CampaignListPage />, { route: '/campaigns', client, reportError });
    expect(await screen.findByText('Aucun projet trouvé')).toBeInTheDocument();
    expect(reportError).not.toHaveBeenCalled();
  });
});
