import { useEffect } from 'react';
import { applyPageMeta, type PageMeta } from 'shared-contracts';

/**
 * Refines the route's metadata with a loaded resource's own (a campaign's, an association's),
 * as the server rendered it for crawlers. `toMeta` is a module-level builder such as
 * `campaignPageMeta`.
 */
export function useRefinedPageMeta<T>(
  resource: T | null | undefined,
  toMeta: (resource: T, origin: string) => PageMeta,
) {
  useEffect(() => {
    if (resource) applyPageMeta(toMeta(resource, window.location.origin));
  }, [resource, toMeta]);
}
