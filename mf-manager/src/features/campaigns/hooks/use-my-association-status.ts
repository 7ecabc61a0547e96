import { getMyAssociation, nullIfNotFound, type AssociationStatus } from 'shared-contracts';
import { useApiCall } from 'shared-ui';

/** The manager's association's status, which decides whether a campaign can be published. */
export function useMyAssociationStatus(): AssociationStatus | null | undefined {
  const association = useApiCall((client) => nullIfNotFound(getMyAssociation(client)), []);
  return association.data === undefined ? undefined : (association.data?.status ?? null);
}
