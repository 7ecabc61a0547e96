import type { ReactNode } from 'react';
import { Anchor, Group, Paper, SimpleGrid, Title, VisuallyHidden } from '@mantine/core';
import { SIGN_UP_TEXTS } from 'shared-contracts/src/association/association-sign-up.texts';

/** One part of the summary: its title, a way back to change it, and what was typed there. */
export function SummarySection(props: { title: string; onEdit: () => void; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {props.title}
        </Title>
        <Anchor component="button" type="button" size="sm" onClick={props.onEdit}>
          {SIGN_UP_TEXTS.edit}
          <VisuallyHidden> : {props.title}</VisuallyHidden>
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="dl" m={0}>
        {props.children}
      </SimpleGrid>
    </Paper>
  );
}
