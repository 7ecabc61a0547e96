import { Group, Stack, type GroupProps, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PlainListProps<T> {
  items: readonly T[];
  /** One row: an element rendered as `li` (`component="li"`, or `PlainList.Row`), with its key. */
  children: (item: T) => ReactNode;
  /** Shown instead of the list when there is no item (nothing by default). */
  empty?: ReactNode;
  gap?: MantineSpacing;
}

/**
 * A list of rows read as a list by screen readers (`ul`/`li`, 'liste, 5 éléments') without the
 * bullets and indent of a text list; its empty text when there is no row.
 */
export function PlainList<T>({ items, children, empty = null, gap = 'xs' }: PlainListProps<T>) {
  if (items.length === 0) return <>{empty}</>;
  return (
    <Stack gap={gap} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map(children)}
    </Stack>
  );
}

/** A row of the list: what it lists on the left, its figure or action on the right. */
PlainList.Row = function PlainListRow(props: Omit<GroupProps, 'component' | 'justify'>) {
  return <Group component="li" justify="space-between" {...props} />;
};
