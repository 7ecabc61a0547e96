import { LIST_TEXTS, filterCampaigns } from 'shared-contracts';
import { CampaignCard } from '../../../components/CampaignCard';
import {
  CataloguePage,
  useCatalogue,
  type CatalogueLayout,
} from '../../../components/CataloguePage';
import { PUBLIC_TEXTS } from '../../../config/texts';
import { usePublicCampaigns } from '../hooks/use-public-campaigns';

const LAYOUT: CatalogueLayout = {
  testId: 'campaign-list-page',
  title: LIST_TEXTS.campaignsTitle,
  searchPlaceholder: LIST_TEXTS.campaignSearchPlaceholder,
  searchLabel: PUBLIC_TEXTS.searchLabelCampaigns,
  countText: LIST_TEXTS.campaignCount,
  empty: { title: LIST_TEXTS.noCampaignFound, description: LIST_TEXTS.noCampaignFoundHint },
  skeleton: { count: 6, cardKind: 'campaign' },
  cols: { base: 1, sm: 2, md: 3 },
};

/** /campaigns: search, category filter (both in the URL), count and the card grid. */
export function CampaignListPage() {
  const { campaigns, isLoading } = usePublicCampaigns();
  // A campaign's category is its association's.
  const catalogue = useCatalogue(campaigns, filterCampaigns, (item) => item.association_category);
  return (
    <CataloguePage layout={LAYOUT} catalogue={catalogue} isLoading={isLoading}>
      {(campaign, index) => (
        <CampaignCard key={campaign.id} campaign={campaign} isPriority={index < 3} />
      )}
    </CataloguePage>
  );
}
