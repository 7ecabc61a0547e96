import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A panel of the campaign's page: a bordered section, its title (h2) with the panel's action
 * beside it if it has one, what it is for, then it. Its ids follow from its name: the title's
 * `<name>-title` (which names the section), the tests' `<name>-panel`.
 */
export function PanelSection(props: {
  name: string;
  /** The panel's words: its title and what it is for. */
  texts: { title: string; intro: string };
  /** A button beside the title (the deliveries' CSV export). */
  action?: ReactNode;
  children: ReactNode;
}) {
  const titleId = `${props.name}-title`;
  const title = (
    <Title order={2} size="h3" id={titleId}>
      {props.texts.title}
    </Title>
  );
  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="section"
      aria-labelledby={titleId}
      data-testid={`${props.name}-panel`}
    >
      <Stack gap="md">
        {props.action ? (
          <Group justify="space-between" wrap="wrap">
            {title}
            {props.action}
          </Group>
        ) : (
          title
        )}
        <Text size="sm">{props.texts.intro}</Text>
        {props.children}
      </Stack>
    </Paper>
  );
}
