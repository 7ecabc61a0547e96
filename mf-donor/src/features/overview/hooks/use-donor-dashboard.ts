import { getDonorDashboard } from 'shared-contracts';
import { useApiCall } from 'shared-ui';

/** GET /donor/dashboard: the donor and their figures. */
export function useDonorDashboard() {
  return useApiCall((client) => getDonorDashboard(client), []);
}
