import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ROUTES, type Campaign } from 'shared-contracts';
import { MANAGER_TEXTS } from '../config/texts';

/** 'Modifier' on a campaign's row, named with its title for screen readers. */
export function EditCampaignButton({ campaign }: { campaign: Pick<Campaign, 'id' | 'title'> }) {
  return (
    <Button
      component={Link}
      to={ROUTES.managerCampaignEdit.href({ campaignId: campaign.id })}
      variant="light"
      size="xs"
      aria-label={MANAGER_TEXTS.editCampaignOf(campaign.title)}
    >
      {MANAGER_TEXTS.editCampaign}
    </Button>
  );
}
