import { Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One entry of a description list (`dl`): a small label over its value. */
export function LabelledEntry({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text component="dt" size="xs" c="gray.7" fw={600}>
        {label}
      </Text>
      <Box component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}
