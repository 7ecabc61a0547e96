import { Badge, Button, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  formatDate,
  formatEuros,
  formatLongDate,
  formatMonthKey,
  formatNumber,
} from 'shared-contracts';
import {
  FREQUENCY_ADJECTIVES,
  MANAGER_PLANS_TEXTS as T,
  PLAN_STATUS_LABELS,
} from 'shared-contracts/src/recurring/recurring-screens.texts';
import {
  getManagerRecurring,
  stopPlanAsManager,
} from 'shared-contracts/src/recurring/recurring.api';
import type {
  ManagerRecurring,
  RecurringMonthStats,
  RecurringPlan,
} from 'shared-contracts/src/recurring/recurring.schema';
import {
  CallStates,
  ConfirmDialog,
  DataTable,
  PageEmpty,
  TitledSection,
  showSuccessToast,
  useApiAction,
  useApiCall,
  type DataColumn,
} from 'shared-ui';
import { StatCard } from '../../../components/StatCard';
import { useItemConfirmation, type ConfirmTexts } from '../../../components/use-item-confirmation';

const STATUS_COLORS: Record<RecurringPlan['status'], string> = {
  pending: 'yellow',
  active: 'teal',
  paused: 'orange',
  stopped: 'gray',
};

const STOP_PLAN: ConfirmTexts<RecurringPlan> = {
  title: T.stopTitle,
  message: (plan) => T.stopBody(plan.donor_name),
  confirmLabel: T.stopConfirm,
};

const MONTH_COLUMNS: DataColumn<RecurringMonthStats>[] = [
  { header: T.month, cell: (row) => formatMonthKey(row.month), noWrap: true },
  { header: T.started, cell: (row) => formatNumber(row.new_plans), numeric: true },
  { header: T.stopped, cell: (row) => formatNumber(row.stopped_plans), numeric: true },
  { header: T.collected, cell: (row) => formatEuros(row.collected), numeric: true, noWrap: true },
];

function RecurringContent({
  data,
  onStop,
}: {
  data: ManagerRecurring;
  onStop: (plan: RecurringPlan) => void;
}) {
  const { stats, plans } = data;
  const planColumns: DataColumn<RecurringPlan>[] = [
    {
      header: T.donor,
      cell: (plan) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {plan.donor_name}
          </Text>
          {plan.donor_email && (
            <Text size="xs" c="dimmed">
              {plan.donor_email}
            </Text>
          )}
        </Stack>
      ),
    },
    { header: T.campaign, cell: (plan) => plan.campaign_title },
    { header: T.amount, cell: (plan) => formatEuros(plan.amount), numeric: true, noWrap: true },
    { header: T.frequency, cell: (plan) => FREQUENCY_ADJECTIVES[plan.frequency] },
    {
      header: T.status,
      cell: (plan) => (
        <Badge color={STATUS_COLORS[plan.status]} variant="light">
          {PLAN_STATUS_LABELS[plan.status]}
        </Badge>
      ),
    },
    { header: T.since, cell: (plan) => formatDate(plan.started_on), noWrap: true },
    {
      header: T.nextCharge,
      cell: (plan) => (plan.next_charge_on ? formatLongDate(plan.next_charge_on) : '—'),
      noWrap: true,
    },
    {
      header: T.actions,
      cell: (plan) =>
        plan.status === 'active' || plan.status === 'paused' ? (
          <Button
            size="xs"
            color="red"
            variant="light"
            aria-label={T.stopLabel(plan.donor_name, plan.campaign_title)}
            onClick={() => onStop(plan)}
          >
            {T.stop}
          </Button>
        ) : null,
    },
  ];
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" aria-label={T.statsLabel}>
        <StatCard label={T.activePlans} value={formatNumber(stats.active_plans)} />
        <StatCard
          label={T.monthlyTotal}
          value={formatEuros(stats.monthly_total)}
          hint={T.monthlyTotalHint}
        />
        <StatCard label={T.pausedPlans} value={formatNumber(stats.paused_plans)} />
      </SimpleGrid>
      <TitledSection titleId="recurring-months" title={T.byMonthTitle} titleSize="h4">
        <DataTable
          label={T.byMonthTitle}
          rows={stats.months}
          columns={MONTH_COLUMNS}
          rowKey={(row) => row.month}
          minWidth={420}
          isCompact
        />
      </TitledSection>
      <TitledSection titleId="recurring-plans" title={T.plansTitle} titleSize="h4">
        {plans.length === 0 ? (
          <PageEmpty title={T.empty} description={T.emptyHint} />
        ) : (
          <DataTable
            label={T.plansTitle}
            rows={plans}
            columns={planColumns}
            rowTestId={(plan) => `recurring-plan-${plan.id}`}
            minWidth={880}
          />
        )}
      </TitledSection>
    </Stack>
  );
}

/**
 * 'Dons réguliers' (issue 29): the association's active plans, what they bring each month, new
 * and stopped plans per month, and each plan with a stop (asked first; the donor is emailed).
 * Loaded when the tab opens.
 */
export default function RecurringTab() {
  const call = useApiCall((client) => getManagerRecurring(client), []);
  const stop = useApiAction((client, _signal, planId: string) => stopPlanAsManager(client, planId));
  const stopping = useItemConfirmation(
    STOP_PLAN,
    async (plan) => {
      if (!(await stop.run(plan.id))) return;
      showSuccessToast(T.stopDone);
      call.reload();
    },
    stop.isPending,
  );

  return (
    <TitledSection titleId="manager-recurring-title" title={T.title} titleSize="h3" gap="md">
      <CallStates call={call} lines={6} errorMessage={T.loadError} isEmpty={() => false}>
        {(data) => <RecurringContent data={data} onStop={stopping.ask} />}
      </CallStates>
      <ConfirmDialog {...stopping.dialog} />
    </TitledSection>
  );
}
