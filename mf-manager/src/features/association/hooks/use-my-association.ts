import { getMyAssociation, nullIfNotFound, type Association } from 'shared-contracts';
import { useApiCall } from 'shared-ui';

/** The manager's association with its documents; null when the manager has none yet. */
export function useMyAssociation() {
  return useApiCall<Association | null>((client) => nullIfNotFound(getMyAssociation(client)), []);
}
