import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
import { CAROUSEL_PAGE_SIZES, ROUTES } from 'shared-contracts';
import { AssociationCard } from '../../../components/AssociationCard';
import { CampaignCard } from '../../../components/CampaignCard';
import { CardGridSkeleton, type CardGridSkeletonProps } from '../../../components/CardGridSkeleton';
import { HOME_TEXTS } from '../../../config/home.texts';
import { useSessionUser } from 'shared-ui';
import { useHomeData } from '../hooks/use-home-data';
import { Carousel, type CarouselProps } from './Carousel';
import { DonateCta, HomeHero, HowItWorks, ImpactStats, PromoBanner, Reasons } from './HomeSections';

type CarouselKind = keyof typeof CAROUSEL_PAGE_SIZES;

/** Each carousel's grid: columns by screen width, and the skeleton's cards while it loads. */
const CAROUSEL_LAYOUTS: Record<
  CarouselKind,
  Pick<CarouselProps<unknown>, 'cols' | 'testId'> & {
    skeleton: Pick<CardGridSkeletonProps, 'count' | 'cardKind'>;
  }
> = {
  campaigns: {
    testId: 'campaign-carousel',
    cols: { base: 1, sm: 2, md: 3 },
    skeleton: { count: 3, cardKind: 'campaign' },
  },
  associations: {
    testId: 'association-carousel',
    cols: { base: 1, sm: 2, md: 4 },
    skeleton: { count: 4, cardKind: 'association' },
  },
};

/**
 * A carousel of the home page (its texts, page size, grid and 'see all' route named by its kind),
 * its skeleton until the lists come.
 */
function CarouselSection<T extends { id: string }>({
  kind,
  isLoading,
  items,
  renderItem,
}: Pick<CarouselProps<T>, 'items' | 'renderItem'> & { kind: CarouselKind; isLoading: boolean }) {
  const { skeleton, ...layout } = CAROUSEL_LAYOUTS[kind];
  if (isLoading) return <CardGridSkeleton {...skeleton} cols={layout.cols} />;
  return (
    <Carousel
      {...layout}
      title={HOME_TEXTS[`${kind}Title`]}
      emptyText={HOME_TEXTS[`${kind}Empty`]}
      pageSize={CAROUSEL_PAGE_SIZES[kind]}
      items={items}
      renderItem={renderItem}
      getKey={(item) => item.id}
      action={
        <Anchor component={Link} to={ROUTES[kind].href()} fw={600}>
          {HOME_TEXTS[`${kind}All`]}
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
        kind="campaigns"
        isLoading={isLoading}
        items={campaigns}
        renderItem={(campaign, index) => (
          <CampaignCard campaign={campaign} isPriority={index < 3} />
        )}
      />
      <CarouselSection
        kind="associations"
        isLoading={isLoading}
        items={associations}
        renderItem={(association) => <AssociationCard association={association} />}
      />
      <Reasons />
      <ImpactStats stats={stats} />
      <DonateCta />
    </Stack>
  );
}
