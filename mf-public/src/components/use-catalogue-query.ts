import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  catalogueQueryParams,
  readCatalogueQuery,
  type CatalogueQueryState,
} from 'shared-contracts';

/**
 * A list's search and category, kept in the URL (`?q=&category=`) so a filtered list can be
 * shared and the back button returns to it. Typing replaces the history entry (one per search,
 * not one per letter); choosing a category adds one.
 */
export function useCatalogueQuery() {
  const [params, setParams] = useSearchParams();
  // react-router applies a navigation in a transition, and its functional update starts from the
  // URL of the last render: a category chosen right after typing (before that render, on a slow
  // phone) would bring the old search back. Each change starts from the last query written here
  // while the render still shows the URL it was written over.
  const rendered = useRef(params);
  rendered.current = params;
  const written = useRef<{ over: string; query: URLSearchParams } | null>(null);
  const write = useCallback(
    (change: Partial<CatalogueQueryState>, replace: boolean) => {
      const shown = rendered.current;
      const base = written.current?.over === shown.toString() ? written.current.query : shown;
      const next = catalogueQueryParams({ ...readCatalogueQuery(base), ...change });
      written.current = { over: shown.toString(), query: next };
      setParams(next, { replace });
    },
    [setParams],
  );
  const setSearch = useCallback((q: string) => write({ q }, true), [write]);
  const setCategory = useCallback((category: string) => write({ category }, false), [write]);
  return { ...readCatalogueQuery(params), setSearch, setCategory };
}
