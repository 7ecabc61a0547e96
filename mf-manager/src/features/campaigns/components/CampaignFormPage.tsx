import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { MANAGER_TEXTS } from '../../../config/texts';

/** /dashboard/campaigns/create and /dashboard/campaigns/:campaignId/edit; the form comes later. */
export function CampaignFormPage({ mode }: { mode: 'create' | 'edit' }) {
  const { campaignId } = useParams();
  return (
    <Stack gap="md" data-testid={`manager-campaign-${mode}`}>
      <Title order={1}>
        {mode === 'create' ? MANAGER_TEXTS.createCampaignTitle : MANAGER_TEXTS.editCampaignTitle}
      </Title>
      {campaignId && <Text c="dimmed">{campaignId}</Text>}
      <Anchor component={Link} to="/dashboard?tab=campaigns">
        {MANAGER_TEXTS.dashboardTitle}
      </Anchor>
    </Stack>
  );
}

export function CampaignCreatePage() {
  return <CampaignFormPage mode="create" />;
}

export function CampaignEditPage() {
  return <CampaignFormPage mode="edit" />;
}
