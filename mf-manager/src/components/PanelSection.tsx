import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A panel of the campaign's page: a bordered section, its title (h2), what it is for, then it. */
export function PanelSection(props: {
  /** The title's id, which names the section. */
  titleId: string;
  title: string;
  intro: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="section"
      aria-labelledby={props.titleId}
      data-testid={props.testId}
    >
      <Stack gap="md">
        <Title order={2} size="h3" id={props.titleId}>
          {props.title}
        </Title>
        <Text size="sm">{props.intro}</Text>
        {props.children}
      </Stack>
    </Paper>
  );
}
