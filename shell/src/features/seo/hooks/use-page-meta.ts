import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { applyPageMeta, type PageMeta } from 'shared-contracts';

/** Applies a page's metadata when the page (its path) is shown. */
export function usePageMeta(meta: PageMeta) {
  const { pathname } = useLocation();
  const key = JSON.stringify(meta);
  useEffect(() => {
    applyPageMeta(JSON.parse(key) as PageMeta);
  }, [key, pathname]);
}
