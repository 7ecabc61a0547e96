import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
import { CAROUSEL_PAGE_SIZES, ROUTES } from 'shared-contracts';
import { AssociationCard } from '../../../components/AssociationCard';
import { CampaignCard } from '../../../components/CampaignCard';
import { CardGridSkeleton } from '../../../components/CardGridSkeleton';
import { HOME_TEXTS } from '../../../config/texts';
import { useSessionUser } from 'shared-ui';
import { useHomeData } from '../hooks/use-home-data';
import { Carousel } from './Carousel';
import { DonateCta, HomeHero, HowItWorks, ImpactStats, PromoBanner, Reasons } from './HomeSections';

const CAMPAIGN_COLS = { base: 1, sm: 2, md: 3 };
const ASSOCIATION_COLS = { base: 1, sm: 2, md: 4 };

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
      {isLoading ? (
        <CardGridSkeleton count={3} cols={CAMPAIGN_COLS} imageHeight={180} />
      ) : (
        <Carousel
          title={HOME_TEXTS.campaignsTitle}
          items={campaigns}
          pageSize={CAROUSEL_PAGE_SIZES.campaigns}
          cols={CAMPAIGN_COLS}
          getKey={(campaign) => campaign.id}
          renderItem={(campaign, index) => (
            <CampaignCard campaign={campaign} isPriority={index < 3} />
          )}
          emptyText={HOME_TEXTS.campaignsEmpty}
          action={
            <Anchor component={Link} to={ROUTES.campaigns.href()} fw={600}>
              {HOME_TEXTS.campaignsAll}
            </Anchor>
          }
          testId="campaign-carousel"
        />
      )}
      {isLoading ? (
        <CardGridSkeleton count={4} cols={ASSOCIATION_COLS} imageHeight={150} />
      ) : (
        <Carousel
          title={HOME_TEXTS.associationsTitle}
          items={associations}
          pageSize={CAROUSEL_PAGE_SIZES.associations}
          cols={ASSOCIATION_COLS}
          getKey={(association) => association.id}
          renderItem={(association) => <AssociationCard association={association} />}
          emptyText={HOME_TEXTS.associationsEmpty}
          action={
            <Anchor component={Link} to={ROUTES.associations.href()} fw={600}>
              {HOME_TEXTS.associationsAll}
            </Anchor>
          }
          testId="association-carousel"
        />
      )}
      <Reasons />
      <ImpactStats stats={stats} />
      <DonateCta />
    </Stack>
  );
}
