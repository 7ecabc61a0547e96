import { Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { DISPLAY_TEXTS } from 'shared-contracts';
import { PUBLIC_TEXTS } from '../../../config/texts';
import { ContributionDialogLoader } from './ContributionDialogLoader';

/** /campaign/:campaignId (the slug in links). The campaign itself comes with the public pages issue. */
export function CampaignPage() {
  const { campaignId = '' } = useParams();
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  return (
    <Stack gap="md" data-testid="campaign-page">
      <Title order={1}>{PUBLIC_TEXTS.campaignTitle}</Title>
      <Text c="dimmed">{campaignId}</Text>
      <Button w="fit-content" onClick={() => setIsDialogOpen(true)}>
        {DISPLAY_TEXTS.supportProject}
      </Button>
      <ContributionDialogLoader
        opened={isDialogOpen}
        onClose={() => setIsDialogOpen(false)}
        campaignId={campaignId}
      />
    </Stack>
  );
}
