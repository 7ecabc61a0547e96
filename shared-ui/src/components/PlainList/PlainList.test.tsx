import { render, screen } from '@testing-library/react';
import { PlatformProvider } from '../../theme/PlatformProvider/PlatformProvider';
import { PlainList } from './PlainList';

function renderList(items: string[]) {
  return render(
    <PlatformProvider env="test">
      <PlainList items={items} empty={<p>Aucun élément</p>}>
        {(item) => <li key={item}>{item}</li>}
      </PlainList>
    </PlatformProvider>,
  );
}

describe('PlainList', () => {
  it('shows the rows as a list', () => {
    renderList(['Un', 'Deux']);
    expect(screen.getByRole('list')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Un', 'Deux']);
    expect(screen.queryByText('Aucun élément')).not.toBeInTheDocument();
  });

  it('draws a PlainList.Row as one item of the list', () => {
    render(
      <PlatformProvider env="test">
        <PlainList items={['Un', 'Deux']}>
          {(item) => (
            <PlainList.Row key={item}>
              <span>{item}</span>
              <span>10 €</span>
            </PlainList.Row>
          )}
        </PlainList>
      </PlatformProvider>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Un10 €',
      'Deux10 €',
    ]);
  });

  it('shows the empty text and no list when there is no row', () => {
    renderList([]);
    expect(screen.getByText('Aucun élément')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
