import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One fact of a card's description list: a small label over its value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} size="sm" fw={500}>
        {children}
      </Text>
    </div>
  );
}
