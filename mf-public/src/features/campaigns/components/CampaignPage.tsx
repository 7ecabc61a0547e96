import { Grid, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import {
  CONTRIBUTE_QUERY_PARAM,
  DISPLAY_TEXTS,
  FREQUENCY_QUERY_PARAM,
  campaignAcceptsDonations,
  campaignPageMeta,
  contributeRequest,
  type ContributeRequest,
} from 'shared-contracts';
import { PageError, useFirstViewHold } from 'shared-ui';
import { NotFoundState } from '../../../components/NotFoundState';
import { useRefinedPageMeta } from '../../../components/use-refined-page-meta';
import { CAMPAIGN_PAGE_TEXTS } from '../../../config/texts';
import { useCampaignPage } from '../hooks/use-campaign-page';
import { CampaignDetail } from './CampaignDetail';
import { ContributionDialogLoader } from './ContributionDialogLoader';

function CampaignPageSkeleton() {
  // The server's first view shows the campaign's cover and title: better than this skeleton.
  useFirstViewHold();
  return (
    <Stack gap="lg" aria-busy="true" data-testid="campaign-page-loading">
      <Skeleton height={320} radius="md" />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Skeleton height={28} width="40%" />
          <Skeleton height={14} mt="md" />
          <Skeleton height={14} mt="xs" />
          <Skeleton height={14} mt="xs" width="70%" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Skeleton height={260} radius="md" />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/**
 * /campaign/:campaignId: the slug in links, the id accepted too. `?contribuer=<amount>` (the
 * payment return page's 'Réessayer') opens the contribution dialog on arrival, while the
 * campaign takes donations, `&frequence=mensuel` choosing a regular gift (issue 29); closing
 * the dialog takes both out of the address.
 */
export function CampaignPage() {
  const { campaignId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const { campaign, contributions, association, isLoading, error, reload } =
    useCampaignPage(campaignId);
  const [chosen, setChosen] = useState<ContributeRequest | null>(null);
  useRefinedPageMeta(campaign, campaignPageMeta);
  const requested =
    campaign && campaignAcceptsDonations(campaign, new Date())
      ? contributeRequest(searchParams)
      : null;
  const dialog = chosen ?? requested;
  const closeDialog = () => {
    setChosen(null);
    if (searchParams.has(CONTRIBUTE_QUERY_PARAM))
      setSearchParams(
        (params) => {
          params.delete(CONTRIBUTE_QUERY_PARAM);
          params.delete(FREQUENCY_QUERY_PARAM);
          return params;
        },
        { replace: true },
      );
  };

  if (isLoading && !campaign) return <CampaignPageSkeleton />;
  if (error)
    return <PageError error={error} message={CAMPAIGN_PAGE_TEXTS.loadFailed} onRetry={reload} />;
  if (!campaign) {
    return (
      <NotFoundState
        title={DISPLAY_TEXTS.campaignNotFound}
        description={DISPLAY_TEXTS.campaignNotFoundDetail}
      />
    );
  }
  return (
    <>
      <CampaignDetail
        campaign={campaign}
        contributions={contributions}
        association={association}
        onSupport={(amount) => setChosen({ amount })}
      />
      <ContributionDialogLoader
        opened={dialog !== null}
        onClose={closeDialog}
        campaignId={campaign.id}
        initialAmount={dialog?.amount}
        initialFrequency={dialog?.frequency}
      />
    </>
  );
}
