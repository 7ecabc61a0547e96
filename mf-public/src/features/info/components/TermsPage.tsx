import { Button, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { NAV_TEXTS, ROUTES } from 'shared-contracts';
import { TitledSection } from 'shared-ui';
import { BackHomeLink } from '../../../components/BackHomeLink';
import { TERMS_TEXTS } from '../../../config/texts';

function TermsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <TitledSection titleId={id} title={title} titleSize="h3" gap="xs">
      {children}
    </TitledSection>
  );
}

/** /terms: preamble, articles 1 to 7, contact. */
export function TermsPage() {
  return (
    <Stack gap="lg" maw={860} mx="auto" w="100%" data-testid="terms-page">
      <BackHomeLink />
      <div>
        <Title order={1}>{TERMS_TEXTS.title}</Title>
        <Text size="sm" c="gray.7" mt={4}>
          {TERMS_TEXTS.updated}
        </Text>
      </div>
      <TermsSection id="terms-preamble" title={TERMS_TEXTS.preambleTitle}>
        <Text>{TERMS_TEXTS.preamble}</Text>
      </TermsSection>
      {TERMS_TEXTS.articles.map((article, index) => (
        <TermsSection key={article.title} id={`terms-article-${index + 1}`} title={article.title}>
          {article.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </TermsSection>
      ))}
      <TermsSection id="terms-contact" title={TERMS_TEXTS.contactTitle}>
        <Text>{TERMS_TEXTS.contactText}</Text>
      </TermsSection>
      <Button component={Link} to={ROUTES.home.href()} variant="outline" w="fit-content">
        {NAV_TEXTS.backHome}
      </Button>
    </Stack>
  );
}
