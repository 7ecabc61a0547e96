import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { NAV_TEXTS, ROUTES } from 'shared-contracts';
import { TERMS_TEXTS } from '../../../config/texts';

/** /terms: preamble, articles 1 to 7, contact. */
export function TermsPage() {
  return (
    <Stack gap="lg" maw={860} mx="auto" w="100%" data-testid="terms-page">
      <Anchor component={Link} to={ROUTES.home.href()} size="sm" w="fit-content">
        ← {NAV_TEXTS.backHome}
      </Anchor>
      <div>
        <Title order={1}>{TERMS_TEXTS.title}</Title>
        <Text size="sm" c="gray.7" mt={4}>
          {TERMS_TEXTS.updated}
        </Text>
      </div>
      <Stack gap="xs" component="section" aria-labelledby="terms-preamble">
        <Title order={2} size="h3" id="terms-preamble">
          {TERMS_TEXTS.preambleTitle}
        </Title>
        <Text>{TERMS_TEXTS.preamble}</Text>
      </Stack>
      {TERMS_TEXTS.articles.map((article, index) => (
        <Stack
          key={article.title}
          gap="xs"
          component="section"
          aria-labelledby={`terms-article-${index + 1}`}
        >
          <Title order={2} size="h3" id={`terms-article-${index + 1}`}>
            {article.title}
          </Title>
          {article.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      ))}
      <Stack gap="xs" component="section" aria-labelledby="terms-contact">
        <Title order={2} size="h3" id="terms-contact">
          {TERMS_TEXTS.contactTitle}
        </Title>
        <Text>{TERMS_TEXTS.contactText}</Text>
      </Stack>
      <Button component={Link} to={ROUTES.home.href()} variant="outline" w="fit-content">
        {NAV_TEXTS.backHome}
      </Button>
    </Stack>
  );
}
