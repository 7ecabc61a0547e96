import { Button, Text } from '@mantine/core';
import { DISPLAY_TEXTS, formatEuros, type Campaign } from 'shared-contracts';
import { CAMPAIGN_LIFE_TEXTS } from 'shared-contracts/src/campaign/campaign-page.texts';
import classes from './CampaignDetail.module.css';

export interface DonateBarProps {
  campaign: Pick<Campaign, 'raised_amount'>;
  onSupport: () => void;
}

/**
 * On a phone, the amount raised and 'Soutenir ce projet' stay at the bottom of the screen
 * (issue 30 item 1). It is the campaign page's last block, sticky at the viewport's bottom: it
 * keeps its own room at the end of the page, so it never covers the content nor the footer's
 * links. Hidden from the side card's breakpoint up (CampaignDetail.module.css).
 */
export function DonateBar({ campaign, onSupport }: DonateBarProps) {
  return (
    <div
      className={classes.donateBar}
      role="region"
      aria-label={CAMPAIGN_LIFE_TEXTS.donateBarLabel}
      data-testid="donate-bar"
    >
      <div>
        <Text fw={800} lh={1.1}>
          {formatEuros(campaign.raised_amount)}
        </Text>
        <Text size="sm" c="gray.7" lh={1.2}>
          {DISPLAY_TEXTS.raised}
        </Text>
      </div>
      <Button size="md" onClick={onSupport}>
        {DISPLAY_TEXTS.supportProject}
      </Button>
    </div>
  );
}
