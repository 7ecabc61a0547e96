import { createContext, useContext } from 'react';
import type { ApiClient } from 'shared-contracts';

export const ApiClientContext = createContext<ApiClient | null>(null);

/** The page's one API client (runtime base URL, Bearer token, the 401 policy). */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient outside ApiClientContext');
  return client;
}
