import {
  getAssociation,
  getAssociationCampaigns,
  type CampaignSummary,
  type PublicAssociation,
} from 'shared-contracts';
import { useApiCall } from 'shared-ui';
import { useDetailResource, type DetailLoadState } from '../../../components/use-detail-resource';

export interface AssociationPageData extends DetailLoadState {
  /** null: no such public association (404), shown as 'Association non trouvée'. */
  association: PublicAssociation | null | undefined;
  campaigns: CampaignSummary[];
}

/** The association (by slug or id) and its public campaigns. */
export function useAssociationPage(idOrSlug: string): AssociationPageData {
  const association = useDetailResource(getAssociation, idOrSlug);
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
