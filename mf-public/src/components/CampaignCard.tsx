import { Box, Button, Group, Progress, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import {
  CAMPAIGN_CARD_DESCRIPTION_LINES,
  DISPLAY_TEXTS,
  campaignCardView,
  type CampaignCardInput,
} from 'shared-contracts';
import { PUBLIC_TEXTS } from '../config/texts';
import { CardFrame, type CardFrameProps } from './CardFrame';
import { deductibleCardBadge } from './DeductibleBadge';

export interface CampaignCardProps {
  campaign: CampaignCardInput;
  /** Above the fold: its image loads at once. */
  isPriority?: boolean;
  /** Today, for the days left (tests pin it). */
  now?: Date;
}

/** The one campaign card: home carousel, /campaigns and the association page. */
export function CampaignCard({ campaign, isPriority, now }: CampaignCardProps) {
  const view = campaignCardView(campaign, now);
  const badges: CardFrameProps['badges'] = [
    [{ label: view.categoryLabel, color: 'dark' }, deductibleCardBadge(campaign.tax_receipt_rate)],
    view.progress.isFunded && { label: DISPLAY_TEXTS.fundedBadge, color: 'teal.9' },
  ];
  return (
    <CardFrame
      kind="campaign"
      imageUrl={view.imageUrl}
      title={view.title}
      isPriority={isPriority}
      badges={badges}
    >
      <Text size="sm" c="gray.7">
        {view.byLine}
      </Text>
      <Text
        size="sm"
        lineClamp={CAMPAIGN_CARD_DESCRIPTION_LINES}
        data-testid="campaign-card-description"
      >
        {view.description}
      </Text>
      <Box mt="auto" pt="xs">
        <Group justify="space-between" align="baseline" wrap="nowrap" gap="xs">
          <Text fw={700} data-testid="campaign-card-raised">
            {view.raisedLabel}
          </Text>
          <Text size="sm" c="gray.7" ta="right" data-testid="campaign-card-target">
            {view.targetLabel ? DISPLAY_TEXTS.raisedOn(view.targetLabel) : DISPLAY_TEXTS.raised}
          </Text>
        </Group>
        <Progress
          value={view.progress.bar}
          mt={6}
          aria-label={`${view.progress.label} ${view.progress.caption}`}
        />
        <Group justify="space-between" mt={6} gap="xs">
          <Text size="sm" fw={600} data-testid="campaign-card-percent">
            {view.progress.label} {view.progress.caption}
          </Text>
          <Text size="sm" c="gray.7">
            {PUBLIC_TEXTS.contributors(view.backersLabel, view.backers)}
          </Text>
        </Group>
        <Text size="sm" c="gray.7" data-testid="campaign-card-days">
          {view.daysLeftLabel}
        </Text>
      </Box>
      <Button component={Link} to={view.href} fullWidth mt="sm">
        {view.actionLabel}
      </Button>
    </CardFrame>
  );
}
