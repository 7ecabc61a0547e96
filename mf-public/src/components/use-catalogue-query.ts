import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { catalogueQueryParams, readCatalogueQuery } from 'shared-contracts';

/**
 * A list's search and category, kept in the URL (`?q=&category=`) so a filtered list can be
 * shared and the back button returns to it. Typing replaces the history entry (one per search,
 * not one per letter); choosing a category adds one.
 */
export function useCatalogueQuery() {
  const [params, setParams] = useSearchParams();
  const query = readCatalogueQuery(params);
  const setSearch = useCallback(
    (q: string) =>
      setParams((current) => catalogueQueryParams({ ...readCatalogueQuery(current), q }), {
        replace: true,
      }),
    [setParams],
  );
  const setCategory = useCallback(
    (category: string) =>
      setParams((current) => catalogueQueryParams({ ...readCatalogueQuery(current), category })),
    [setParams],
  );
  return { ...query, setSearch, setCategory };
}
