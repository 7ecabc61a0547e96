import { getAdminAssociation } from 'shared-contracts';
import { useApiCall } from 'shared-ui';

/** The association of the edit screen, found by id in the admin list (spec section 7). */
export function useAdminAssociation(associationId: string | undefined) {
  return useApiCall((client) => getAdminAssociation(client, associationId ?? ''), [associationId], {
    enabled: Boolean(associationId),
  });
}
