import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { parseDonationAmount, validateDonationAmount } from 'shared-contracts';
import {
  FREQUENCY_ADJECTIVES,
  PLAN_CONTROL_TEXTS as T,
} from 'shared-contracts/src/recurring/recurring-screens.texts';
import type { RecurringPlan } from 'shared-contracts/src/recurring/recurring.schema';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { planView } from './plan-view';
import { usePlanControls, type PlanControlsOptions } from './use-plan-controls';

export interface PlanCardProps extends PlanControlsOptions {
  /** The plan as the server last answered it. */
  plan: RecurringPlan;
  /** The campaign's title as the card's heading level (h2 on the control page, h3 in a tab). */
  headingOrder?: 2 | 3;
}

type PlanControlsState = ReturnType<typeof usePlanControls>;

/** The controls that act at once (no form, no confirmation): label, look and call; resume leads. */
const IMMEDIATE_CONTROLS = {
  card: { label: T.changeCard, variant: 'default', run: (c: PlanControlsState) => c.changeCard() },
  pause: { label: T.pause, variant: 'default', run: (c: PlanControlsState) => c.pause() },
  resume: { label: T.resume, variant: 'filled', run: (c: PlanControlsState) => c.resume() },
};

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

/**
 * One regular gift and its controls, for its donor: on the page the emailed link opens (with the
 * link's control token) and in the donor area (with the session). Change the amount (from the
 * next charge), change the card (the provider's page), pause, resume, stop (asked first).
 */
export function PlanCard({ plan, headingOrder = 2, ...options }: PlanCardProps) {
  const view = planView(plan);
  const controls = usePlanControls(plan, options);
  const [isEditingAmount, setIsEditingAmount] = useState(false);
  const [amountText, setAmountText] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [isConfirmingStop, setIsConfirmingStop] = useState(false);
  const busy = controls.running !== null;

  async function saveAmount(event: FormEvent) {
    event.preventDefault();
    const amount = parseDonationAmount(amountText);
    const refusal = validateDonationAmount(amount ?? undefined);
    if (refusal || amount === null) {
      setAmountError(refusal);
      return;
    }
    if (await controls.changeAmount(amount)) setIsEditingAmount(false);
  }

  return (
    <Card withBorder radius="md" padding="lg" data-testid="plan-card" data-plan-id={plan.id}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={headingOrder} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {plan.campaign_title}
            </Title>
            <Text size="sm" c="dimmed">
              {plan.association_name}
            </Text>
          </Stack>
          <Badge color={view.statusColor} variant="light" data-testid="plan-status">
            {view.statusLabel}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Fact label={T.amount} value={view.amountLine} testId="plan-amount" />
          <Fact label={T.frequency} value={FREQUENCY_ADJECTIVES[plan.frequency]} />
          <Fact label={T.nextCharge} value={view.nextCharge} testId="plan-next-charge" />
          <Fact label={T.card} value={view.card ?? T.cardUnknown} />
          <Fact label={T.totalGiven} value={view.totalGiven} />
        </SimpleGrid>
        {view.notices.map((notice) => (
          <Alert
            key={notice.text}
            color={notice.tone === 'warning' ? 'orange' : 'blue'}
            variant="light"
            data-testid="plan-notice"
          >
            {notice.text}
          </Alert>
        ))}
        {isEditingAmount && (
          <form onSubmit={saveAmount} noValidate>
            <Stack gap="xs">
              <TextInput
                label={T.newAmountLabel}
                description={T.newAmountHint}
                inputMode="decimal"
                value={amountText}
                onChange={(event) => {
                  setAmountText(event.currentTarget.value);
                  setAmountError(null);
                }}
                error={amountError}
                data-autofocus
              />
              <Group gap="sm">
                <Button type="submit" loading={controls.running === 'amount'}>
                  {T.saveAmount}
                </Button>
                <Button variant="default" onClick={() => setIsEditingAmount(false)}>
                  {T.cancel}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        {view.controls.length > 0 && !isEditingAmount && (
          <Group gap="sm" role="group" aria-label={T.actionsLabel(plan.campaign_title)}>
            {view.controls.map((control) => {
              switch (control) {
                case 'amount':
                  return (
                    <Button
                      key={control}
                      variant="default"
                      disabled={busy}
                      onClick={() => {
                        setAmountText(String(plan.amount).replace('.', ','));
                        setAmountError(null);
                        setIsEditingAmount(true);
                      }}
                    >
                      {T.changeAmount}
                    </Button>
                  );
                case 'card':
                case 'pause':
                case 'resume':
                  return (
                    <Button
                      key={control}
                      variant={IMMEDIATE_CONTROLS[control].variant}
                      disabled={busy}
                      loading={controls.running === control}
                      onClick={() => void IMMEDIATE_CONTROLS[control].run(controls)}
                    >
                      {IMMEDIATE_CONTROLS[control].label}
                    </Button>
                  );
                case 'stop':
                  return (
                    <Button
                      key={control}
                      color="red"
                      variant="light"
                      disabled={busy}
                      onClick={() => setIsConfirmingStop(true)}
                    >
                      {T.stop}
                    </Button>
                  );
              }
            })}
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={isConfirmingStop}
        title={T.stopTitle}
        message={T.stopBody}
        confirmLabel={T.stopConfirm}
        cancelLabel={T.keep}
        isPending={controls.running === 'stop'}
        onCancel={() => setIsConfirmingStop(false)}
        onConfirm={async () => {
          await controls.stop();
          setIsConfirmingStop(false);
        }}
      />
    </Card>
  );
}
