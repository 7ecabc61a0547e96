import { getAdminPayouts, getAdminStats } from 'shared-contracts';
import { useApiCall } from 'shared-ui';

/** The 10 latest donations (from the stats call, spec section 2). */
export function useRecentDonations() {
  return useApiCall(async (client) => (await getAdminStats(client)).donations, []);
}

/** GET /admin/payouts: transfers and refunds with per-campaign totals. */
export function useAdminPayouts() {
  return useApiCall((client) => getAdminPayouts(client), []);
}
