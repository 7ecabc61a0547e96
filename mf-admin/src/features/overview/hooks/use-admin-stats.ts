import { getAdminStats } from 'shared-contracts';
import { useApiCall } from 'shared-ui';

/** GET /admin/stats: the figures, the monthly series and the 10 latest donations. */
export function useAdminStats() {
  return useApiCall((client) => getAdminStats(client), []);
}
