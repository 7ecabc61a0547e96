import { nullIfNotFound, type ApiClient } from 'shared-contracts';
import { useApiCall } from 'shared-ui';

/** What a detail page shows around its resource: the loading state, the failure and its retry. */
export interface DetailLoadState {
  isLoading: boolean;
  error: unknown;
  reload: () => void;
}

/**
 * A detail page's resource by slug or id (a campaign, an association): null when the API answers
 * 404 (no such public resource: the page shows its not-found state rather than a toast).
 */
export function useDetailResource<T>(
  get: (client: ApiClient, idOrSlug: string) => Promise<T>,
  idOrSlug: string,
) {
  return useApiCall((client) => nullIfNotFound(get(client, idOrSlug)), [idOrSlug]);
}
