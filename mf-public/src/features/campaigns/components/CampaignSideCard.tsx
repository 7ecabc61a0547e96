import { Alert, Button, Card, Group, Progress, Stack, Text } from '@mantine/core';
import {
  DISPLAY_TEXTS,
  PAYMENT_API_MESSAGES,
  campaignCardView,
  campaignPath,
  formatEuros,
  formatLongDate,
  fundingMode,
  type Campaign,
} from 'shared-contracts';
import { CAMPAIGN_LIFE_TEXTS } from 'shared-contracts/src/campaign/campaign-page.texts';
import { ShareButton } from 'shared-ui/share';
import { CAMPAIGN_PAGE_TEXTS } from '../../../config/texts';

export interface CampaignSideCardProps {
  campaign: Campaign;
  onSupport: () => void;
  now?: Date;
}

/**
 * The side card: amount raised, progress when there is a target, contributors, time left (once;
 * 'Terminée' for a closed campaign, without 'Temps restant'), the action and 'Partager'.
 */
export function CampaignSideCard({ campaign, onSupport, now }: CampaignSideCardProps) {
  const view = campaignCardView(campaign, now);
  const mode = fundingMode(campaign);
  return (
    <Card withBorder radius="md" padding="lg" data-testid="campaign-side-card">
      <Stack gap="sm">
        <div>
          <Text fz={30} fw={800} lh={1.1} data-testid="side-raised">
            {formatEuros(campaign.raised_amount)}
          </Text>
          <Text c="gray.7" data-testid="side-raised-caption">
            {view.targetLabel ? DISPLAY_TEXTS.raisedOn(view.targetLabel) : DISPLAY_TEXTS.raised}
          </Text>
        </div>
        {view.progress.hasTarget && (
          <div>
            <Progress
              value={view.progress.bar}
              size="lg"
              aria-label={`${view.progress.percent}${DISPLAY_TEXTS.percentFunded}`}
            />
            <Text size="sm" fw={600} mt={6} data-testid="side-percent">
              {view.progress.percent}
              {DISPLAY_TEXTS.percentFunded}
            </Text>
          </div>
        )}
        <Group grow>
          <div>
            <Text fw={700} data-testid="side-backers">
              {view.backersLabel}
            </Text>
            <Text size="sm" c="gray.7">
              {CAMPAIGN_PAGE_TEXTS.contributorsLabel(view.backers)}
            </Text>
          </div>
          <div>
            <Text fw={700} data-testid="side-days">
              {view.daysLeftLabel}
            </Text>
            <Text size="sm" c="gray.7">
              {view.isOpenForDonations
                ? CAMPAIGN_PAGE_TEXTS.daysLeftLabel
                : CAMPAIGN_LIFE_TEXTS.closedCaption}
            </Text>
          </div>
        </Group>
        {view.isOpenForDonations ? (
          <>
            <Alert
              variant="outline"
              color={mode === 'goal' ? 'blue' : 'teal'}
              title={mode === 'goal' ? CAMPAIGN_PAGE_TEXTS.fundingGoal : DISPLAY_TEXTS.ongoing}
              data-testid="funding-mode"
            >
              <Text size="sm">
                {mode === 'goal'
                  ? CAMPAIGN_PAGE_TEXTS.fundingGoalDetail
                  : CAMPAIGN_PAGE_TEXTS.fundingContinuousDetail}
              </Text>
              {mode === 'goal' && campaign.end_date && (
                <Text size="sm" mt={4}>
                  {CAMPAIGN_PAGE_TEXTS.endsOn(formatLongDate(campaign.end_date))}
                </Text>
              )}
            </Alert>
            <Button size="md" fullWidth onClick={onSupport}>
              {DISPLAY_TEXTS.supportProject}
            </Button>
          </>
        ) : (
          // Completed or past its end date: said before anyone fills in the dialog, which the
          // server would refuse with the same words.
          <Alert variant="light" color="gray" data-testid="campaign-closed">
            <Text size="sm">{PAYMENT_API_MESSAGES.campaignClosed}</Text>
          </Alert>
        )}
        <ShareButton
          url={`${window.location.origin}${campaignPath(campaign.slug)}`}
          title={campaign.title}
        />
      </Stack>
    </Card>
  );
}
