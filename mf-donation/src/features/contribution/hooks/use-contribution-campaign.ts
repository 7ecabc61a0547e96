import { useCallback, useEffect, useState } from 'react';
import { getApiClient, getCampaign, type Campaign } from 'shared-contracts';

export type ContributionCampaign =
  { status: 'loading' } | { status: 'ready'; campaign: Campaign } | { status: 'error' };

/**
 * The campaign given to, for its title, funding mode and rewards. A failure is shown by the
 * dialog itself (one message, with a retry), not handed to the shell's toasts as well.
 */
export function useContributionCampaign(campaignId: string, enabled: boolean) {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ key: string; state: ContributionCampaign } | null>(null);
  const key = `${campaignId}#${attempt}`;

  useEffect(() => {
    if (!enabled || !campaignId) return undefined;
    let active = true;
    getCampaign(getApiClient(), campaignId).then(
      (campaign) => active && setLoaded({ key, state: { status: 'ready', campaign } }),
      () => active && setLoaded({ key, state: { status: 'error' } }),
    );
    return () => {
      active = false;
    };
  }, [campaignId, enabled, key]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const state: ContributionCampaign = loaded?.key === key ? loaded.state : { status: 'loading' };
  return { state, retry };
}
