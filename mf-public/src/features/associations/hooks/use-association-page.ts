import { useEffect } from 'react';
import {
  applyPageMeta,
  associationPageMeta,
  getAssociation,
  getAssociationCampaigns,
  isApiError,
  type CampaignSummary,
  type PublicAssociation,
} from 'shared-contracts';
import { useApiCall } from 'shared-ui';

export interface AssociationPageData {
  /** null: no such public association (404), shown as 'Association non trouvée'. */
  association: PublicAssociation | null | undefined;
  campaigns: CampaignSummary[];
  isLoading: boolean;
  error: unknown;
  reload: () => void;
}

/** The association (by slug or id) and its public campaigns. */
export function useAssociationPage(idOrSlug: string): AssociationPageData {
  const association = useApiCall(
    (client) =>
      getAssociation(client, idOrSlug).catch((error: unknown) => {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }),
    [idOrSlug],
  );
  const campaigns = useApiCall(
    (client) => getAssociationCampaigns(client, idOrSlug).catch(() => []),
    [idOrSlug],
  );
  return {
    association: association.data,
    campaigns: campaigns.data ?? [],
    isLoading: association.isLoading || campaigns.isLoading,
    error: association.error,
    reload: association.reload,
  };
}

/** Refines the route's metadata with the association's own, as the server rendered it. */
export function useAssociationPageMeta(association: PublicAssociation | null | undefined) {
  useEffect(() => {
    if (association) applyPageMeta(associationPageMeta(association, window.location.origin));
  }, [association]);
}
