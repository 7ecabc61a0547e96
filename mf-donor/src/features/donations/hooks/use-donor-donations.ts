import { getDonorDonations } from 'shared-contracts';
import { useApiCall } from 'shared-ui';

/** GET /donor/donations: the signed-in donor's history, newest first. */
export function useDonorDonations() {
  return useApiCall((client) => getDonorDonations(client), []);
}
