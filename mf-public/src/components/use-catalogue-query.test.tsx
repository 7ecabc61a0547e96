import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useCatalogueQuery } from './use-catalogue-query';

let current: ReturnType<typeof useCatalogueQuery> | null = null;
let search = '';

function Probe() {
  current = useCatalogueQuery();
  search = useLocation().search;
  return null;
}

describe('useCatalogueQuery', () => {
  it('keeps the search typed just before a category is chosen, before any render', () => {
    render(
      <MemoryRouter initialEntries={['/campaigns']}>
        <Probe />
      </MemoryRouter>,
    );
    act(() => {
      current!.setSearch('camion');
      current!.setCategory('health');
    });
    expect(search).toBe('?q=camion&category=health');
    expect(current).toMatchObject({ q: 'camion', category: 'health' });
  });

  it('starts from the URL again once it changed another way (back, a link)', () => {
    render(
      <MemoryRouter initialEntries={['/campaigns?q=puits']}>
        <Probe />
      </MemoryRouter>,
    );
    act(() => current!.setCategory('health'));
    expect(search).toBe('?q=puits&category=health');
    act(() => current!.setSearch(''));
    expect(search).toBe('?category=health');
  });
});
