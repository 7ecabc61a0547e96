import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { operatorIdentity, type LegalPageId, type PartialOperatorIdentity } from 'shared-contracts';
// Not through the shared copy of shared-contracts, which every first visit loads: the texts
// come with this lazy page only (shared-contracts/src/legal/index.ts).
import { legalDocument, type LegalLink } from 'shared-contracts/src/legal/legal-texts';
import { DocumentPage, DocumentSection } from '../../../components/DocumentPage';

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
    <DocumentPage title={document.title} updated={document.updated} testId="legal-page">
      <Text>{document.intro}</Text>
      {document.sections.map((section, index) => (
        <DocumentSection
          key={section.title}
          id={`legal-${page}-${index + 1}`}
          title={section.title}
          paragraphs={section.paragraphs}
        >
          {section.links && section.links.length > 0 && (
            <Group gap="md">
              {section.links.map((link) => (
                <LegalAnchor key={link.href} link={link} />
              ))}
            </Group>
          )}
        </DocumentSection>
      ))}
    </DocumentPage>
  );
}
