import { Stack, Title } from '@mantine/core';
import { LIST_TEXTS } from 'shared-contracts';

/** /campaigns: the search, the filter and the card grid come with the public pages issue. */
export function CampaignListPage() {
  return (
    <Stack gap="md" data-testid="campaign-list-page">
      <Title order={1}>{LIST_TEXTS.campaignsTitle}</Title>
    </Stack>
  );
}
