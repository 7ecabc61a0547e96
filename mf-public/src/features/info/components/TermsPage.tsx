import { Stack, Title } from '@mantine/core';
import { PUBLIC_TEXTS } from '../../../config/texts';

export function TermsPage() {
  return (
    <Stack gap="md" data-testid="terms-page">
      <Title order={1}>{PUBLIC_TEXTS.termsTitle}</Title>
    </Stack>
  );
}
