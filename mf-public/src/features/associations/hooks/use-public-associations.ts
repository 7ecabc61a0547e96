import { getAssociations, type PublicAssociation } from 'shared-contracts';
import { useApiCall } from 'shared-ui';

/** GET /associations for the public list. A failure is silent (spec section 8): an empty list. */
export function usePublicAssociations(): { associations: PublicAssociation[]; isLoading: boolean } {
  const { data, isLoading } = useApiCall((client) => getAssociations(client).catch(() => []), []);
  return { associations: data ?? [], isLoading };
}
