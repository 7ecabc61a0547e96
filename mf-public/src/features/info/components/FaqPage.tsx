import { Stack, Title } from '@mantine/core';
import { PUBLIC_TEXTS } from '../../../config/texts';

export function FaqPage() {
  return (
    <Stack gap="md" data-testid="faq-page">
      <Title order={1}>{PUBLIC_TEXTS.faqTitle}</Title>
    </Stack>
  );
}
