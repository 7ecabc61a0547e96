import { useMemo } from 'react';
import { LIST_TEXTS, categoryFilterOptions, filterCampaigns } from 'shared-contracts';
import { PageEmpty } from 'shared-ui';
import { CampaignCard } from '../../../components/CampaignCard';
import { CataloguePage, type CatalogueLayout } from '../../../components/CataloguePage';
import { useCatalogueQuery } from '../../../components/use-catalogue-query';
import { PUBLIC_TEXTS } from '../../../config/texts';
import { usePublicCampaigns } from '../hooks/use-public-campaigns';

const LAYOUT: CatalogueLayout = {
  testId: 'campaign-list-page',
  title: LIST_TEXTS.campaignsTitle,
  searchPlaceholder: LIST_TEXTS.campaignSearchPlaceholder,
  searchLabel: PUBLIC_TEXTS.searchLabelCampaigns,
  skeleton: { count: 6, imageHeight: 180 },
  cols: { base: 1, sm: 2, md: 3 },
};

/** /campaigns: search, category filter (both in the URL), count and the card grid. */
export function CampaignListPage() {
  const { campaigns, isLoading } = usePublicCampaigns();
  const query = useCatalogueQuery();
  const options = useMemo(
    () =>
      categoryFilterOptions(
        campaigns.map((campaign) => ({ category: campaign.association_category })),
      ),
    [campaigns],
  );
  const shown = filterCampaigns(campaigns, { search: query.q, category: query.category });
  return (
    <CataloguePage
      layout={LAYOUT}
      query={query}
      categoryOptions={options}
      shown={shown}
      countText={LIST_TEXTS.campaignCount}
      isLoading={isLoading}
      empty={
        <PageEmpty
          title={LIST_TEXTS.noCampaignFound}
          description={LIST_TEXTS.noCampaignFoundHint}
        />
      }
    >
      {(campaign, index) => (
        <CampaignCard key={campaign.id} campaign={campaign} isPriority={index < 3} />
      )}
    </CataloguePage>
  );
}
