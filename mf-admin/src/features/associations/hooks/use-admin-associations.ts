import { getAdminAssociations } from 'shared-contracts';
import { useApiCall } from 'shared-ui';

/** GET /admin/associations: every association, whatever its status. */
export function useAdminAssociations() {
  return useApiCall((client) => getAdminAssociations(client), []);
}
