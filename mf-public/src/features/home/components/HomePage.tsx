import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
import { CAROUSEL_PAGE_SIZES, ROUTES } from 'shared-contracts';
import { AssociationCard } from '../../../components/AssociationCard';
import { CampaignCard } from '../../../components/CampaignCard';
import { CardGridSkeleton } from '../../../components/CardGridSkeleton';
import { HOME_TEXTS } from '../../../config/texts';
import { useSessionUser } from 'shared-ui';
import { useHomeData } from '../hooks/use-home-data';
import { Carousel, type CarouselProps } from './Carousel';
import { DonateCta, HomeHero, HowItWorks, ImpactStats, PromoBanner, Reasons } from './HomeSections';

const CAMPAIGN_COLS = { base: 1, sm: 2, md: 3 };
const ASSOCIATION_COLS = { base: 1, sm: 2, md: 4 };

/** A carousel of the home page, its skeleton until the lists come, and its 'see all' link. */
function CarouselSection<T extends { id: string }>({
  isLoading,
  skeleton,
  seeAll,
  ...carousel
}: Omit<CarouselProps<T>, 'getKey' | 'action'> & {
  isLoading: boolean;
  skeleton: { count: number; imageHeight: number };
  seeAll: { href: string; label: string };
}) {
  if (isLoading) return <CardGridSkeleton {...skeleton} cols={carousel.cols} />;
  return (
    <Carousel
      {...carousel}
      getKey={(item) => item.id}
      action={
        <Anchor component={Link} to={seeAll.href} fw={600}>
          {seeAll.label}
        </Anchor>
      }
    />
  );
}

/** / : banner, hero, how it works, both carousels, reasons, impact figures, call to action. */
export function HomePage() {
  const user = useSessionUser();
  const { campaigns, associations, stats, isLoading } = useHomeData();
  return (
    <Stack gap={48} data-testid="home-page">
      <Stack gap="md">
        <PromoBanner />
        <HomeHero user={user} />
      </Stack>
      <HowItWorks />
      <CarouselSection
        isLoading={isLoading}
        skeleton={{ count: 3, imageHeight: 180 }}
        title={HOME_TEXTS.campaignsTitle}
        items={campaigns}
        pageSize={CAROUSEL_PAGE_SIZES.campaigns}
        cols={CAMPAIGN_COLS}
        renderItem={(campaign, index) => (
          <CampaignCard campaign={campaign} isPriority={index < 3} />
        )}
        emptyText={HOME_TEXTS.campaignsEmpty}
        seeAll={{ href: ROUTES.campaigns.href(), label: HOME_TEXTS.campaignsAll }}
        testId="campaign-carousel"
      />
      <CarouselSection
        isLoading={isLoading}
        skeleton={{ count: 4, imageHeight: 150 }}
        title={HOME_TEXTS.associationsTitle}
        items={associations}
        pageSize={CAROUSEL_PAGE_SIZES.associations}
        cols={ASSOCIATION_COLS}
        renderItem={(association) => <AssociationCard association={association} />}
        emptyText={HOME_TEXTS.associationsEmpty}
        seeAll={{ href: ROUTES.associations.href(), label: HOME_TEXTS.associationsAll }}
        testId="association-carousel"
      />
      <Reasons />
      <ImpactStats stats={stats} />
      <DonateCta />
    </Stack>
  );
}
