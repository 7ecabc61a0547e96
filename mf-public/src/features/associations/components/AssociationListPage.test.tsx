import { fireEvent, screen } from '@testing-library/react';
import { associationFixture } from '../../../testing/fixtures';
import { createFakeApiClient, renderPage } from '../../../testing/render';
import { AssociationListPage } from './AssociationListPage';

const associations = [
  associationFixture({ id: '1', slug: 'eau-vive', name: 'Eau Vive', category: 'social' }),
  associationFixture({
    id: '2',
    slug: 'lire-ensemble',
    name: 'Lire Ensemble',
    description: 'Des livres pour tous',
    category: 'education',
  }),
];

function renderList(route = '/associations', list: unknown[] = associations) {
  const client = createFakeApiClient({ getList: jest.fn().mockResolvedValue(list) });
  return renderPage(<AssociationListPage />, { route, path: '/associations', client });
}

const names = () => screen.queryAllByRole('heading', { level: 3 }).map((node) => node.textContent);

describe('AssociationListPage', () => {
  it('lists the associations with the count', async () => {
    renderList();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Toutes les associations partenaires' }),
    ).toBeInTheDocument();
    expect(await screen.findAllByTestId('association-card')).toHaveLength(2);
    expect(screen.getByTestId('catalogue-count')).toHaveTextContent('2 association(s) trouvée(s)');
  });

  it('searches name and description and keeps the search in the URL', async () => {
    renderList();
    await screen.findAllByTestId('association-card');
    fireEvent.change(screen.getByPlaceholderText('Rechercher une association...'), {
      target: { value: 'livres' },
    });
    expect(names()).toEqual(['Lire Ensemble']);
    expect(screen.getByTestId('catalogue-count')).toHaveTextContent('1 association(s) trouvée(s)');
    expect(screen.getByTestId('location')).toHaveTextContent('/associations?q=livres');
  });

  it('filters by category from the URL', async () => {
    renderList('/associations?category=education');
    await screen.findAllByTestId('association-card');
    expect(names()).toEqual(['Lire Ensemble']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Catégorie' }), {
      target: { value: 'Toutes' },
    });
    expect(names()).toEqual(['Eau Vive', 'Lire Ensemble']);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/associations$/);
  });

  it('says when nothing matches', async () => {
    renderList('/associations?q=zzz');
    expect(await screen.findByText('Aucune association trouvée')).toBeInTheDocument();
    expect(screen.getByTestId('catalogue-count')).toHaveTextContent('0 association(s) trouvée(s)');
  });
});
