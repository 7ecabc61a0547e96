import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { SHELL_TEXTS } from '../../../../config/texts';
import { LEGAL_PAGE_TITLES, ROUTES } from 'shared-contracts';

const FOOTER_LINKS = [
  { to: ROUTES.campaigns.href(), label: SHELL_TEXTS.navCampaigns },
  { to: ROUTES.associations.href(), label: SHELL_TEXTS.navAssociations },
  { to: ROUTES.faq.href(), label: SHELL_TEXTS.navFaq },
  { to: ROUTES.terms.href(), label: SHELL_TEXTS.navTerms },
];

// The pages a French site must show (issue 28, item 5), on every page.
const LEGAL_LINKS = [
  { to: ROUTES.legalNotice.href(), label: LEGAL_PAGE_TITLES.legalNotice },
  { to: ROUTES.privacy.href(), label: LEGAL_PAGE_TITLES.privacy },
  { to: ROUTES.cookies.href(), label: LEGAL_PAGE_TITLES.cookies },
  { to: ROUTES.accessibility.href(), label: LEGAL_PAGE_TITLES.accessibility },
];

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
            {FOOTER_LINKS.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm">
                {link.label}
              </Anchor>
            ))}
          </Group>
          <Group gap="lg" component="nav" aria-label={SHELL_TEXTS.footerLegalNavigation}>
            {LEGAL_LINKS.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="xs" c="gray.7">
                {link.label}
              </Anchor>
            ))}
          </Group>
          <Text size="xs" c="dimmed">
            © {new Date().getFullYear()} {SHELL_TEXTS.siteName}. {SHELL_TEXTS.footerRights}
          </Text>
        </Stack>
      </Container>
    </footer>
  );
}
