import { getReceivedDonations } from 'shared-contracts';
import { useApiCall } from 'shared-ui';

/** GET /donations: the paid donations to the manager's campaigns. */
export function useReceivedDonations() {
  return useApiCall((client) => getReceivedDonations(client), []);
}
