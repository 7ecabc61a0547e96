import {
  getAssociation,
  getCampaign,
  getCampaignContributions,
  type Campaign,
  type PublicAssociation,
  type PublicContribution,
} from 'shared-contracts';
import { useApiCall } from 'shared-ui';
import { useDetailResource, type DetailLoadState } from '../../../components/use-detail-resource';

export interface CampaignPageData extends DetailLoadState {
  /** null: no such public campaign (404), shown as 'Campagne non trouvée' rather than a toast. */
  campaign: Campaign | null | undefined;
  contributions: PublicContribution[];
  /** The association's own facts for the 'À propos' card; null until loaded or if unavailable. */
  association: PublicAssociation | null;
}

/** The campaign (by slug or id) and its contributions, newest first. */
export function useCampaignPage(idOrSlug: string): CampaignPageData {
  const campaign = useDetailResource(getCampaign, idOrSlug);
  // The list is secondary: if it fails the page still shows, with the empty state.
  const contributions = useApiCall(
    (client) => getCampaignContributions(client, idOrSlug).catch(() => []),
    [idOrSlug],
  );
  const associationSlug = campaign.data?.association_slug ?? '';
  const association = useApiCall(
    (client) => getAssociation(client, associationSlug).catch(() => null),
    [associationSlug],
    { enabled: associationSlug !== '' },
  );
  return {
    campaign: campaign.data,
    contributions: contributions.data ?? [],
    association: association.data ?? null,
    isLoading: campaign.isLoading,
    error: campaign.error,
    reload: campaign.reload,
  };
}
