import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatEuros, formatNumber, type AdminStats } from 'shared-contracts';
import { ADMIN_TEXTS } from '../../../config/texts';

const FIGURES = ADMIN_TEXTS.overview.figures;
type Figure = keyof typeof FIGURES;
const ORDER = Object.keys(FIGURES) as Figure[];

/** Every figure of the admin stats, the amount in euros. */
export function StatsGrid({ stats }: { stats: AdminStats }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" component="dl" m={0}>
      {ORDER.map((figure) => (
        <Paper key={figure} withBorder p="md" radius="md" data-testid={`figure-${figure}`}>
          <Text component="dt" size="sm" c="dimmed">
            {FIGURES[figure]}
          </Text>
          <Text component="dd" m={0} fz="xl" fw={700}>
            {figure === 'total_donated' ? formatEuros(stats[figure]) : formatNumber(stats[figure])}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
