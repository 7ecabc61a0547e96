import { Group, Title, type GroupProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A tab's title, with its main action (a create button) on the right. */
export function TabHeader({
  title,
  align,
  children,
}: {
  title: string;
  align?: GroupProps['align'];
  children?: ReactNode;
}) {
  return (
    <Group justify="space-between" align={align}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Group>
  );
}
