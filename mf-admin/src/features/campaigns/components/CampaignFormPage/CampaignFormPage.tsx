import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { ROUTES } from 'shared-contracts';
import { ADMIN_TEXTS } from '../../../../config/texts';

/** /admin/campaigns/create and /admin/campaigns/:campaignId/edit; the form comes later. */
function CampaignFormPage({ mode }: { mode: 'create' | 'edit' }) {
  const { campaignId } = useParams();
  return (
    <Stack gap="md" data-testid={`admin-campaign-${mode}`}>
      <Title order={1}>
        {mode === 'create' ? ADMIN_TEXTS.createCampaignTitle : ADMIN_TEXTS.editCampaignTitle}
      </Title>
      {campaignId && <Text c="dimmed">{campaignId}</Text>}
      <Anchor component={Link} to={ROUTES.admin.href({ tab: 'campaigns' })}>
        {ADMIN_TEXTS.dashboardTitle}
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
