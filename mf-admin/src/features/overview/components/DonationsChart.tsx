import { Group, Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatEuros, formatMonthKey, type MonthlyDonations } from 'shared-contracts';
import { ADMIN_TEXTS } from '../../../config/texts';
import classes from './DonationsChart.module.css';

const T = ADMIN_TEXTS.overview;

/**
 * Paid donations per month, drawn as plain bars: a charting library would put the console's
 * first visit over its budget for twelve rectangles (docs/decisions/0001).
 * The bars are for the eye; the same figures are listed for screen readers, since a drawing
 * says nothing to them.
 */
export function DonationsChart({ months }: { months: MonthlyDonations[] }) {
  const data = months.map((month) => ({
    month: formatMonthKey(month.month),
    amount: month.amount,
  }));
  const total = months.reduce((sum, month) => sum + month.amount, 0);
  const best = Math.max(0, ...months.map((month) => month.amount));
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="donations-chart">
      <Title order={2} size="h4" id="donations-chart" mb="md">
        {T.chartTitle}
      </Title>
      <div aria-hidden data-testid="donations-chart">
        <Group justify="space-between" mb={4}>
          <Text size="xs" c="dimmed">
            {T.chartAmount}
          </Text>
          <Text size="xs" c="dimmed">
            {formatEuros(best)}
          </Text>
        </Group>
        <div className={classes.plot}>
          {data.map((month) => (
            <div
              key={month.month}
              className={classes.column}
              title={`${month.month} : ${formatEuros(month.amount)}`}
            >
              <div
                className={classes.bar}
                style={{ height: best > 0 ? `${(month.amount / best) * 100}%` : 0 }}
              />
            </div>
          ))}
        </div>
        <div className={classes.labels}>
          {data.map((month) => (
            <Text key={month.month} size="xs" c="dimmed">
              {month.month}
            </Text>
          ))}
        </div>
      </div>
      <VisuallyHidden>
        <p>{T.chartSummary(months.length, formatEuros(total))}</p>
        <ul>
          {data.map((month) => (
            <li key={month.month}>{`${month.month} : ${formatEuros(month.amount)}`}</li>
          ))}
        </ul>
      </VisuallyHidden>
    </Paper>
  );
}
