import { Paper, Text } from '@mantine/core';

/** One figure of a dashboard tab: its label, the value large, and a hint under it if any. */
export function StatCard({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text size="xl" fw={700} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}
