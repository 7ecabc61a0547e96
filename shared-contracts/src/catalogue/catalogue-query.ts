import { ALL_CATEGORIES } from '../validate/search';

/** The search and category of a public list, as kept in its URL (`?q=&category=`). */
export interface CatalogueQueryState {
  q: string;
  /** 'Toutes' when no category is chosen. */
  category: string;
}

/** Reads a list's query from its URL; anything missing means "everything". */
export function readCatalogueQuery(params: URLSearchParams): CatalogueQueryState {
  return {
    q: params.get('q') ?? params.get('search') ?? '',
    category: params.get('category') || ALL_CATEGORIES,
  };
}

/** The URL query of a list: empty values are left out, so an unfiltered list has a clean URL. */
export function catalogueQueryParams(state: CatalogueQueryState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q);
  if (state.category && state.category !== ALL_CATEGORIES) params.set('category', state.category);
  return params;
}
