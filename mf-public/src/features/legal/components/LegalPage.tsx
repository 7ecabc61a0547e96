import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import {
  NAV_TEXTS,
  ROUTES,
  operatorIdentity,
  type LegalPageId,
  type PartialOperatorIdentity,
} from 'shared-contracts';
// Not through the shared copy of shared-contracts, which every first visit loads: the texts
// come with this lazy page only (shared-contracts/src/legal/index.ts).
import { legalDocument, type LegalLink } from 'shared-contracts/src/legal/legal-texts';
import { TitledSection } from 'shared-ui';
import { BackHomeLink } from '../../../components/BackHomeLink';

export interface LegalPageProps {
  /** Which of the four legal pages. */
  page: LegalPageId;
  /** The operator's settings; the runtime config's by default (set by the shell). */
  operator?: PartialOperatorIdentity;
}

/** A site path opens in the app; an email or another site is a plain link. */
function LegalAnchor({ link }: { link: LegalLink }) {
  return link.href.startsWith('/') ? (
    <Anchor component={Link} to={link.href} size="sm">
      {link.label}
    </Anchor>
  ) : (
    <Anchor href={link.href} size="sm" rel={link.href.startsWith('http') ? 'noopener' : undefined}>
      {link.label}
    </Anchor>
  );
}

/**
 * /mentions-legales, /confidentialite, /accessibilite, /cookies: the page's document from
 * shared-contracts (the same text the server writes into the page for crawlers), its operator
 * parts filled from the deployment's settings.
 */
export function LegalPage({ page, operator = operatorIdentity() }: LegalPageProps) {
  const document = legalDocument(page, operator);
  return (
    <Stack gap="lg" maw={860} mx="auto" w="100%" data-testid="legal-page">
      <BackHomeLink />
      <div>
        <Title order={1}>{document.title}</Title>
        <Text size="sm" c="gray.7" mt={4}>
          {document.updated}
        </Text>
      </div>
      <Text>{document.intro}</Text>
      {document.sections.map((section, index) => (
        <TitledSection
          key={section.title}
          titleId={`legal-${page}-${index + 1}`}
          title={section.title}
          titleSize="h3"
          gap="xs"
        >
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
          {section.links && section.links.length > 0 && (
            <Group gap="md">
              {section.links.map((link) => (
                <LegalAnchor key={link.href} link={link} />
              ))}
            </Group>
          )}
        </TitledSection>
      ))}
      <Button component={Link} to={ROUTES.home.href()} variant="outline" w="fit-content">
        {NAV_TEXTS.backHome}
      </Button>
    </Stack>
  );
}
