import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A panel of the campaign's page: a bordered section, its title (h2) with the panel's action
 * beside it if it has one, what it is for, then it.
 */
export function PanelSection(props: {
  /** The title's id, which names the section. */
  titleId: string;
  title: string;
  intro: string;
  testId: string;
  /** A button beside the title (the deliveries' CSV export). */
  action?: ReactNode;
  children: ReactNode;
}) {
  const title = (
    <Title order={2} size="h3" id={props.titleId}>
      {props.title}
    </Title>
  );
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
        {props.action ? (
          <Group justify="space-between" wrap="wrap">
            {title}
            {props.action}
          </Group>
        ) : (
          title
        )}
        <Text size="sm">{props.intro}</Text>
        {props.children}
      </Stack>
    </Paper>
  );
}
