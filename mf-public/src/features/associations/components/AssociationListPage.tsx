import { Stack, Title } from '@mantine/core';
import { LIST_TEXTS } from 'shared-contracts';

/** /associations: the search, the filter and the card grid come with the public pages issue. */
export function AssociationListPage() {
  return (
    <Stack gap="md" data-testid="association-list-page">
      <Title order={1}>{LIST_TEXTS.associationsTitle}</Title>
    </Stack>
  );
}
