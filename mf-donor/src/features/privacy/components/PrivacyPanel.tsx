import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PrivacyPanelProps {
  /** The heading's id, which names the section. */
  titleId: string;
  title: string;
  /** What the panel explains, one paragraph each. */
  paragraphs: string[];
  /** Its action (buttons). */
  children: ReactNode;
  /** Drawn inside the panel after its content (a dialog the action opens). */
  after?: ReactNode;
}

/** One right of the 'Mes données' tab: a framed section, its title, what it does, its action. */
export function PrivacyPanel({ titleId, title, paragraphs, children, after }: PrivacyPanelProps) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={titleId}>
          {title}
        </Title>
        {paragraphs.map((paragraph) => (
          <Text key={paragraph} size="sm">
            {paragraph}
          </Text>
        ))}
        {children}
      </Stack>
      {after}
    </Paper>
  );
}
