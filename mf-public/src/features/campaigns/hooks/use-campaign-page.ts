import { useEffect } from 'react';
import {
  applyPageMeta,
  campaignPageMeta,
  getAssociation,
  getCampaign,
  getCampaignContributions,
  isApiError,
  type Campaign,
  type PublicAssociation,
  type PublicContribution,
} from 'shared-contracts';
import { useApiCall } from 'shared-ui';

export interface CampaignPageData {
  /** null: no such public campaign (404), shown as 'Campagne non trouvée' rather than a toast. */
  campaign: Campaign | null | undefined;
  contributions: PublicContribution[];
  /** The association's own facts for the 'À propos' card; null until loaded or if unavailable. */
  association: PublicAssociation | null;
  isLoading: boolean;
  error: unknown;
  reload: () => void;
}

/** The campaign (by slug or id) and its contributions, newest first. */
export function useCampaignPage(idOrSlug: string): CampaignPageData {
  const campaign = useApiCall(
    (client) =>
      getCampaign(client, idOrSlug).catch((error: unknown) => {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }),
    [idOrSlug],
  );
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

/** Refines the route's metadata with the campaign's own, as the server rendered it for crawlers. */
export function useCampaignPageMeta(campaign: Campaign | null | undefined) {
  useEffect(() => {
    if (campaign) applyPageMeta(campaignPageMeta(campaign, window.location.origin));
  }, [campaign]);
}
