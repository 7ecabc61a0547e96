import { Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { PUBLIC_TEXTS } from '../../../config/texts';

/** /association/:associationId (slug) and /associations/:associationId. */
export function AssociationPage() {
  const { associationId = '' } = useParams();
  return (
    <Stack gap="md" data-testid="association-page">
      <Title order={1}>{PUBLIC_TEXTS.associationTitle}</Title>
      <Text c="dimmed">{associationId}</Text>
    </Stack>
  );
}
