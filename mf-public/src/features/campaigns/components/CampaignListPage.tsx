import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { LIST_TEXTS, categoryFilterOptions, filterCampaigns } from 'shared-contracts';
import { PageEmpty } from 'shared-ui';
import { CampaignCard } from '../../../components/CampaignCard';
import { CardGridSkeleton } from '../../../components/CardGridSkeleton';
import { CatalogueFilters } from '../../../components/CatalogueFilters';
import { useCatalogueQuery } from '../../../components/use-catalogue-query';
import { PUBLIC_TEXTS } from '../../../config/texts';
import { usePublicCampaigns } from '../hooks/use-public-campaigns';

const COLS = { base: 1, sm: 2, md: 3 };

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
    <Stack gap="lg" data-testid="campaign-list-page">
      <Title order={1}>{LIST_TEXTS.campaignsTitle}</Title>
      <CatalogueFilters
        search={query.q}
        onSearchChange={query.setSearch}
        category={query.category}
        onCategoryChange={query.setCategory}
        categoryOptions={options}
        searchPlaceholder={LIST_TEXTS.campaignSearchPlaceholder}
        searchLabel={PUBLIC_TEXTS.searchLabelCampaigns}
        countText={LIST_TEXTS.campaignCount(isLoading ? 0 : shown.length)}
      />
      {isLoading ? (
        <CardGridSkeleton count={6} cols={COLS} imageHeight={180} />
      ) : shown.length === 0 ? (
        <PageEmpty
          title={LIST_TEXTS.noCampaignFound}
          description={LIST_TEXTS.noCampaignFoundHint}
        />
      ) : (
        <SimpleGrid cols={COLS}>
          {shown.map((campaign, index) => (
            <CampaignCard key={campaign.id} campaign={campaign} isPriority={index < 3} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
