import {
  Badge,
  Box,
  Button,
  Grid,
  Group,
  Image,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  DISPLAY_TEXTS,
  PLACEHOLDER_IMAGE_URL,
  associationPath,
  campaignAcceptsDonations,
  categoryLabel,
  formatEuros,
  rewardsView,
  stripHtml,
  type Campaign,
  type PublicAssociation,
  type PublicContribution,
} from 'shared-contracts';
import { isReminderOffered } from 'shared-contracts/src/news/reminder.rules';
import { REWARD_STOCK_TEXTS } from 'shared-contracts/src/reward/reward-stock';
import { RichTextView, TitledSection } from 'shared-ui';
import { BackHomeLink } from '../../../components/BackHomeLink';
import { CardImage } from '../../../components/CardImage';
import { DeductibleBadge } from '../../../components/DeductibleBadge';
import { SectionCard } from '../../../components/SectionCard';
import { WhenNearView } from '../../../components/WhenNearView';
import { CampaignSideCard } from './CampaignSideCard';
import { DonateBar } from './DonateBar';
import { RecentContributions } from './RecentContributions';
import classes from './CampaignDetail.module.css';

// Issue 30: lazy, loaded when their place nears the screen (not with the first view). One chunk
// for both: on a short page they load together, and apart each carried news.texts.ts.
const CampaignNews = lazy(() => import(/* webpackChunkName: "campaign-news" */ './CampaignNews'));
const ReminderForm = lazy(() => import(/* webpackChunkName: "campaign-news" */ './ReminderForm'));

/** A lazy section: its chunk and its data once near the screen; nothing shown meanwhile. */
function LazySection({ children }: { children: ReactNode }) {
  return (
    <WhenNearView>
      <Suspense fallback={null}>{children}</Suspense>
    </WhenNearView>
  );
}

export interface CampaignDetailProps {
  campaign: Campaign;
  contributions: PublicContribution[];
  association: PublicAssociation | null;
  /** Opens the contribution dialog, with a reward's amount when one was chosen. */
  onSupport: (amount?: number) => void;
  now?: Date;
}

function AboutAssociation({
  campaign,
  association,
}: Pick<CampaignDetailProps, 'campaign' | 'association'>) {
  const name = campaign.association_name || DISPLAY_TEXTS.defaultAssociationName;
  const description = stripHtml(association?.description);
  return (
    <SectionCard titleId="about-association-title">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Image
          src={campaign.association_image || association?.image_url || PLACEHOLDER_IMAGE_URL}
          alt={name}
          w={72}
          h={72}
          width={72}
          height={72}
          radius="md"
          fit="cover"
          loading="lazy"
          fallbackSrc={PLACEHOLDER_IMAGE_URL}
        />
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Title order={2} size="h4" id="about-association-title">
            {DISPLAY_TEXTS.about(name)}
          </Title>
          <Group gap={6}>
            <Badge color="dark" variant="outline" w="fit-content">
              {categoryLabel(campaign.association_category)}
            </Badge>
            <DeductibleBadge rate={campaign.tax_receipt_rate} />
          </Group>
          {description && (
            <Text size="sm" lineClamp={4}>
              {description}
            </Text>
          )}
          {association && association.raised_amount > 0 && (
            <Text size="sm" data-testid="association-raised-total">
              <Text span fw={700}>
                {formatEuros(association.raised_amount)}
              </Text>{' '}
              {DISPLAY_TEXTS.raisedTotal}
            </Text>
          )}
          <Button
            component={Link}
            to={associationPath(campaign.association_slug)}
            variant="outline"
            w="fit-content"
          >
            {DISPLAY_TEXTS.discoverAssociation}
          </Button>
        </Stack>
      </Group>
    </SectionCard>
  );
}

function Rewards({
  campaign,
  onSupport,
  now,
}: Pick<CampaignDetailProps, 'campaign' | 'onSupport' | 'now'>) {
  const rewards = rewardsView(campaign.rewards);
  if (rewards.length === 0) return null;
  // A closed campaign lists what donors received, without offering to give.
  const isOpen = campaignAcceptsDonations(campaign, now);
  return (
    <TitledSection titleId="rewards-title" title={DISPLAY_TEXTS.rewardsTitle} data-testid="rewards">
      {rewards.map((reward) => {
        const content = (
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Box style={{ minWidth: 0 }}>
              <Text fw={700}>{reward.title}</Text>
              {reward.description && (
                <Text size="sm" c="gray.7">
                  {reward.description}
                </Text>
              )}
              {reward.remaining !== null && (
                <Text size="sm" c="gray.7" fw={600} data-testid="reward-stock">
                  {reward.remaining === 0
                    ? REWARD_STOCK_TEXTS.soldOut
                    : REWARD_STOCK_TEXTS.remaining(reward.remaining)}
                </Text>
              )}
            </Box>
            <Badge size="lg" color="teal.9" variant="filled" style={{ flexShrink: 0 }}>
              {reward.badge}
            </Badge>
          </Group>
        );
        // A reward with none left (issue 30) is listed, 'Épuisé', but not offered.
        return isOpen && reward.remaining !== 0 ? (
          <UnstyledButton
            key={reward.id}
            className={classes.reward}
            onClick={() => onSupport(reward.amount)}
            data-testid="reward"
          >
            {content}
          </UnstyledButton>
        ) : (
          <Box key={reward.id} className={classes.reward} data-closed data-testid="reward">
            {content}
          </Box>
        );
      })}
    </TitledSection>
  );
}

/**
 * The campaign page once loaded: hero, story, association, rewards, contributions, and the side
 * card kept in view beside them on a wide screen; on a phone the donate bar stays at the
 * screen's bottom while the campaign takes donations.
 */
export function CampaignDetail({
  campaign,
  contributions,
  association,
  onSupport,
  now,
}: CampaignDetailProps) {
  return (
    <Stack gap="lg" data-testid="campaign-page">
      <BackHomeLink />
      <Box className={classes.hero}>
        <CardImage
          src={campaign.image_url || PLACEHOLDER_IMAGE_URL}
          alt={campaign.title}
          height={320}
          isPriority
        />
        <Stack gap="xs" className={classes.heroText}>
          <Title order={1} c="white" fz={{ base: 26, sm: 36 }} lh={1.15}>
            {campaign.title}
          </Title>
          <Text c="white">{campaign.description}</Text>
        </Stack>
      </Box>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <TitledSection titleId="story-title" title={DISPLAY_TEXTS.storyTitle}>
              <RichTextView html={campaign.story} emptyText={DISPLAY_TEXTS.noDescription} />
            </TitledSection>
            <LazySection>
              <CampaignNews campaignId={campaign.slug} />
            </LazySection>
            <AboutAssociation campaign={campaign} association={association} />
            <Rewards campaign={campaign} onSupport={onSupport} now={now} />
            {isReminderOffered(campaign, now) && (
              <LazySection>
                <ReminderForm campaignId={campaign.slug} />
              </LazySection>
            )}
            <RecentContributions contributions={contributions} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          {/* Alone in its column, so that it can stay in view the whole length of the story. */}
          <div className={classes.side}>
            <CampaignSideCard campaign={campaign} onSupport={() => onSupport()} now={now} />
          </div>
        </Grid.Col>
      </Grid>
      {campaignAcceptsDonations(campaign, now) && (
        <DonateBar campaign={campaign} onSupport={() => onSupport()} />
      )}
    </Stack>
  );
}
