import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Paper, Title, VisuallyHidden } from '@mantine/core';
import { formatEuros, formatMonthKey, type MonthlyDonations } from 'shared-contracts';
import { ADMIN_TEXTS } from '../../../config/texts';

const T = ADMIN_TEXTS.overview;

/**
 * Paid donations per month. The bars are drawn for the eye; the same figures are listed for
 * screen readers, since an SVG chart says nothing to them.
 */
export function DonationsChart({ months }: { months: MonthlyDonations[] }) {
  const data = months.map((month) => ({
    month: formatMonthKey(month.month),
    amount: month.amount,
  }));
  const total = months.reduce((sum, month) => sum + month.amount, 0);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="donations-chart">
      <Title order={2} size="h4" id="donations-chart" mb="md">
        {T.chartTitle}
      </Title>
      <div aria-hidden>
        <BarChart
          h={260}
          data={data}
          dataKey="month"
          series={[{ name: 'amount', label: T.chartAmount, color: 'teal.6' }]}
          valueFormatter={(value) => formatEuros(value)}
          tickLine="y"
          // The figures are listed for screen readers below; the drawing stays out of the tab order.
          barChartProps={{ accessibilityLayer: false }}
        />
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
