import { fireEvent, screen } from '@testing-library/react';
import { renderPage } from '../../../testing/render';
import { Carousel } from './Carousel';

const items = (count: number) => Array.from({ length: count }, (_, index) => `Carte ${index + 1}`);

function renderCarousel(count: number, pageSize: number) {
  return renderPage(
    <Carousel
      title="Projets"
      items={items(count)}
      pageSize={pageSize}
      cols={{ base: 1 }}
      getKey={(item) => item}
      renderItem={(item) => <p>{item}</p>}
      emptyText="Rien"
    />,
  );
}

describe('Carousel', () => {
  it.each([
    [6, 6],
    [4, 4],
  ])('shows no arrows with %i items for a page of %i', (count, pageSize) => {
    renderCarousel(count, pageSize);
    expect(screen.getAllByText(/^Carte/)).toHaveLength(count);
    expect(screen.queryByRole('button', { name: 'Suivant' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Précédent' })).not.toBeInTheDocument();
  });

  it('shows arrows above 6 campaigns and moves by 6', () => {
    renderCarousel(8, 6);
    expect(screen.getAllByText(/^Carte/)).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(screen.getAllByText(/^Carte/).map((node) => node.textContent)).toEqual([
      'Carte 7',
      'Carte 8',
    ]);
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    expect(screen.getByText('Carte 1')).toBeInTheDocument();
  });

  it('shows arrows above 4 associations and moves by 4', () => {
    renderCarousel(5, 4);
    expect(screen.getAllByText(/^Carte/)).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(screen.getAllByText(/^Carte/).map((node) => node.textContent)).toEqual(['Carte 5']);
  });

  it('says so when there is nothing to show', () => {
    renderCarousel(0, 6);
    expect(screen.getByText('Rien')).toBeInTheDocument();
  });
});
