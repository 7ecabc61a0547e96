import { Button, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { NAV_TEXTS, ROUTES } from 'shared-contracts';
import { TitledSection } from 'shared-ui';
import { BackHomeLink } from './BackHomeLink';

/**
 * A page of text (the terms, the legal pages): a way back, the title and its date, the
 * sections, and a way home at the end of the reading.
 */
export function DocumentPage(props: {
  title: string;
  updated: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg" maw={860} mx="auto" w="100%" data-testid={props.testId}>
      <BackHomeLink />
      <div>
        <Title order={1}>{props.title}</Title>
        <Text size="sm" c="gray.7" mt={4}>
          {props.updated}
        </Text>
      </div>
      {props.children}
      <Button component={Link} to={ROUTES.home.href()} variant="outline" w="fit-content">
        {NAV_TEXTS.backHome}
      </Button>
    </Stack>
  );
}

/** One titled section of a document page: its paragraphs, then anything else it holds. */
export function DocumentSection(props: {
  id: string;
  title: string;
  paragraphs: readonly string[];
  children?: ReactNode;
}) {
  return (
    <TitledSection titleId={props.id} title={props.title} titleSize="h3" gap="xs">
      {props.paragraphs.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
      {props.children}
    </TitledSection>
  );
}
