import {
  MONEY_RULE_MESSAGES,
  toDateInputValue,
  type CampaignStatus,
  type Role,
} from 'shared-contracts';
import type { FieldError } from '../../lib/app-error';

/** What the money rules look at in a campaign. */
export interface CampaignTerms {
  targetAmountCents: number | null;
  endDate: Date | null;
  status: CampaignStatus;
  associationId: string;
}

/**
 * The terms a donor gave under stay the terms their money is settled under. Before the first
 * paid donation anything may change; from it on:
 * - the funding mode and the target never change (lowering it would transfer money of a missed
 *   goal, raising it would refund a reached one, 0 would turn it into continuous funding);
 * - the end date only moves later, and only by the super admin (a manager cannot shorten the
 *   time donors were promised, nor make a goal campaign continuous by removing it);
 * - the campaign stays with its association (its money is that association's).
 * Whatever the money, a completed campaign never reopens: it has been, or is being, settled.
 * Returns the refused fields (empty when the change is allowed).
 */
export function campaignChangeRefusals(
  current: CampaignTerms,
  next: Partial<CampaignTerms>,
  context: { hasReceivedMoney: boolean; actor: Role },
): FieldError[] {
  const refusals: FieldError[] = [];
  if (current.status === 'completed' && next.status !== undefined && next.status !== 'completed')
    refusals.push({ path: 'status', message: MONEY_RULE_MESSAGES.completedIsFinal });
  if (!context.hasReceivedMoney) return refusals;

  if (next.targetAmountCents !== undefined && next.targetAmountCents !== current.targetAmountCents)
    refusals.push({ path: 'target_amount', message: MONEY_RULE_MESSAGES.targetFrozen });

  if (next.endDate !== undefined && !sameInstant(next.endDate, current.endDate)) {
    if (context.actor !== 'super_admin')
      refusals.push({ path: 'end_date', message: MONEY_RULE_MESSAGES.endDateFrozen });
    else if (
      next.endDate === null ||
      current.endDate === null ||
      next.endDate.getTime() < current.endDate.getTime()
    )
      refusals.push({ path: 'end_date', message: MONEY_RULE_MESSAGES.endDateOnlyLater });
  }

  if (
    next.associationId !== undefined &&
    next.associationId.toLowerCase() !== current.associationId.toLowerCase()
  )
    refusals.push({ path: 'association_id', message: MONEY_RULE_MESSAGES.associationFrozen });
  return refusals;
}

/**
 * The forms pick an end date by day (and send the end of that day): once the terms are frozen,
 * a date on the same Paris day as the current one is the form saved as is, not a change, and
 * is left out of the update so that saving an untouched form never trips the rules above.
 */
export function withoutUnchangedEndDate<T extends Partial<CampaignTerms>>(
  current: CampaignTerms,
  next: T,
): T {
  if (!next.endDate || !current.endDate) return next;
  if (toDateInputValue(next.endDate) !== toDateInputValue(current.endDate)) return next;
  const rest = { ...next };
  delete rest.endDate;
  return rest;
}

function sameInstant(a: Date | null, b: Date | null): boolean {
  if (a === null || b === null) return a === b;
  return a.getTime() === b.getTime();
}
