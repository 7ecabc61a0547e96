import { getCampaign, type Campaign } from 'shared-contracts';
import { useApiCall } from 'shared-ui';

export type ContributionCampaign =
  { status: 'loading' } | { status: 'ready'; campaign: Campaign } | { status: 'error' };

/**
 * The campaign given to, for its title, funding mode and rewards. A failure is shown by the
 * dialog itself (one message, with a retry), not handed to the shell's toasts as well.
 */
export function useContributionCampaign(campaignId: string, enabled: boolean) {
  const call = useApiCall((client) => getCampaign(client, campaignId), [campaignId], {
    enabled: enabled && campaignId !== '',
    inlineFailure: true,
  });
  const campaign = call.data;
  let state: ContributionCampaign = { status: 'loading' };
  if (call.error && !call.isLoading) state = { status: 'error' };
  else if (campaign && (campaign.id === campaignId || campaign.slug === campaignId))
    state = { status: 'ready', campaign };
  return { state, retry: call.reload };
}
