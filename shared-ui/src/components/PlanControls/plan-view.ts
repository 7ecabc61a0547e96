import { formatEuros, formatLongDate } from 'shared-contracts';
import {
  FREQUENCY_PER,
  PLAN_CONTROL_TEXTS as T,
  PLAN_PAUSED_BY_DECLINES,
  PLAN_STATUS_LABELS,
} from 'shared-contracts/src/recurring/recurring-screens.texts';
import type { RecurringPlan } from 'shared-contracts/src/recurring/recurring.schema';

// What a plan's card shows and which controls it offers, from the plan alone: pure.

export type PlanControl = 'amount' | 'card' | 'pause' | 'resume' | 'stop';

export interface PlanView {
  /** '20,00 € par mois'. */
  amountLine: string;
  statusLabel: string;
  statusColor: string;
  /** '27 décembre 2026', or 'Aucun' while paused or stopped. */
  nextCharge: string;
  /** 'Visa se terminant par 4242 (expire 03/2027)'; null when no card is saved. */
  card: string | null;
  /** '60,00 € (3 prélèvements)'. */
  totalGiven: string;
  /** The notices above the controls (a decline, a card about to expire, a pause). */
  notices: { tone: 'info' | 'warning'; text: string }[];
  /** The controls the plan's state allows, in the order shown. */
  controls: PlanControl[];
}

const STATUS_COLORS: Record<RecurringPlan['status'], string> = {
  pending: 'yellow',
  active: 'teal',
  paused: 'orange',
  stopped: 'gray',
};

export function planView(plan: RecurringPlan): PlanView {
  const notices: PlanView['notices'] = [];
  if (plan.status === 'stopped') notices.push({ tone: 'info', text: T.stoppedNotice });
  else if (plan.status === 'paused')
    notices.push(
      plan.pause_reason === 'declines'
        ? { tone: 'warning', text: T.pausedByDeclinesNotice }
        : { tone: 'info', text: T.pausedNotice },
    );
  else if (plan.failed_tries > 0 && plan.last_decline_reason)
    notices.push({ tone: 'warning', text: T.declinedNotice(plan.last_decline_reason) });
  if (plan.status !== 'stopped' && plan.card_expires_before_next_charge)
    notices.push({ tone: 'warning', text: T.cardExpiresSoon });

  const controls: PlanControl[] =
    plan.status === 'active'
      ? ['amount', 'card', 'pause', 'stop']
      : plan.status === 'paused'
        ? ['resume', 'amount', 'card', 'stop']
        : [];
  const card = plan.card
    ? T.cardEnding(
        plan.card.brand,
        plan.card.last4,
        `${String(plan.card.exp_month).padStart(2, '0')}/${plan.card.exp_year}`,
      )
    : null;
  return {
    amountLine: T.amountLine(formatEuros(plan.amount), FREQUENCY_PER[plan.frequency]),
    statusLabel:
      plan.status === 'paused' && plan.pause_reason === 'declines'
        ? PLAN_PAUSED_BY_DECLINES
        : PLAN_STATUS_LABELS[plan.status],
    statusColor: STATUS_COLORS[plan.status],
    nextCharge: plan.next_charge_on ? formatLongDate(plan.next_charge_on) : T.noNextCharge,
    card,
    totalGiven: T.totalGivenLine(formatEuros(plan.total_given), plan.paid_charges),
    notices,
    controls,
  };
}
