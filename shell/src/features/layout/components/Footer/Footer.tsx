import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { SHELL_TEXTS } from '../../../../config/texts';
import { ROUTES } from 'shared-contracts';

export function Footer() {
  return (
    <footer
      data-testid="site-footer"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)', marginTop: 48 }}
    >
      <Container size="lg" py="xl">
        <Stack gap="xs">
          <Text fw={700}>{SHELL_TEXTS.siteName}</Text>
          <Text size="sm" c="dimmed">
            {SHELL_TEXTS.footerTagline}
          </Text>
          <Group gap="lg">
            <Anchor component={Link} to={ROUTES.campaigns.href()} size="sm">
              {SHELL_TEXTS.navCampaigns}
            </Anchor>
            <Anchor component={Link} to={ROUTES.associations.href()} size="sm">
              {SHELL_TEXTS.navAssociations}
            </Anchor>
            <Anchor component={Link} to={ROUTES.faq.href()} size="sm">
              {SHELL_TEXTS.navFaq}
            </Anchor>
            <Anchor component={Link} to={ROUTES.terms.href()} size="sm">
              {SHELL_TEXTS.navTerms}
            </Anchor>
          </Group>
          <Text size="xs" c="dimmed">
            © {new Date().getFullYear()} {SHELL_TEXTS.siteName}. {SHELL_TEXTS.footerRights}
          </Text>
        </Stack>
      </Container>
    </footer>
  );
}
