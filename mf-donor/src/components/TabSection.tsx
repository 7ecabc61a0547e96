import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A tab of the donor's area: a section named by its title (its id links the two). */
export function TabSection({
  titleId,
  title,
  children,
}: {
  titleId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
