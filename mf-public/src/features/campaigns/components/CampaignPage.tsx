import { Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { PUBLIC_TEXTS } from '../../texts';

/** /campaign/:campaignId (the slug in links). */
export function CampaignPage() {
  const { campaignId = '' } = useParams();
  return (
    <Stack gap="md" data-testid="campaign-page">
      <Title order={1}>{PUBLIC_TEXTS.campaignTitle}</Title>
      <Text c="dimmed">{campaignId}</Text>
    </Stack>
  );
}
