import {
  CAMPAIGN_STATUSES,
  MONEY_RULE_MESSAGES,
  toDateInputValue,
  type CampaignLockableField,
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

/** What may change in a campaign: the one answer its save and its editors share. */
export interface CampaignChangeAllowance {
  /** The fields that must stay as they are, each with the reason a person is shown. */
  locked: Partial<Record<CampaignLockableField, string>>;
  /** Set when the end date may only move later: this instant or after, and why. */
  earliest: { endDate: Date; reason: string } | null;
  /** The statuses the campaign may be saved with (by this rule: see assert-can-publish.ts). */
  allowedStatuses: CampaignStatus[];
}

/**
 * The terms a donor gave under stay the terms their money is settled under. Before the first
 * paid donation anything may change; from it on (refunded money counts: it was given under
 * these terms):
 * - the funding mode and the target never change (lowering it would transfer money of a missed
 *   goal, raising it would refund a reached one, 0 would turn it into continuous funding);
 * - the end date only moves later, and only by the super admin (a manager cannot shorten the
 *   time donors were promised, nor make a goal campaign continuous by removing it);
 * - the campaign stays with its association (its money is that association's).
 * Whatever the money, a completed campaign never reopens: it has been, or is being, settled.
 * The save refuses what this forbids (campaignChangeRefusals); the edit screens read it
 * (get-campaign-edit-rules.ts) and lock the same fields.
 */
export function whatMayChange(
  current: CampaignTerms,
  context: { hasReceivedMoney: boolean; actor: Role },
): CampaignChangeAllowance {
  const locked: CampaignChangeAllowance['locked'] = {};
  let earliest: CampaignChangeAllowance['earliest'] = null;
  let allowedStatuses: CampaignStatus[] = [...CAMPAIGN_STATUSES];
  if (current.status === 'completed') {
    locked.status = MONEY_RULE_MESSAGES.completedIsFinal;
    allowedStatuses = ['completed'];
  }
  if (context.hasReceivedMoney) {
    locked.target_amount = MONEY_RULE_MESSAGES.targetFrozen;
    locked.association_id = MONEY_RULE_MESSAGES.associationFrozen;
    if (context.actor !== 'super_admin') locked.end_date = MONEY_RULE_MESSAGES.endDateFrozen;
    // An ongoing campaign has no later date to move to: any end date would shorten it.
    else if (current.endDate === null) locked.end_date = MONEY_RULE_MESSAGES.endDateOnlyLater;
    else earliest = { endDate: current.endDate, reason: MONEY_RULE_MESSAGES.endDateOnlyLater };
  }
  return { locked, earliest, allowedStatuses };
}

/** The refused fields of a change (empty when it is allowed), by what may change. */
export function campaignChangeRefusals(
  current: CampaignTerms,
  next: Partial<CampaignTerms>,
  context: { hasReceivedMoney: boolean; actor: Role },
): FieldError[] {
  const { locked, earliest, allowedStatuses } = whatMayChange(current, context);
  const refusals: FieldError[] = [];
  const refuse = (path: CampaignLockableField, message: string) => refusals.push({ path, message });
  if (next.status !== undefined && !allowedStatuses.includes(next.status))
    refuse('status', locked.status ?? MONEY_RULE_MESSAGES.completedIsFinal);
  if (
    locked.target_amount &&
    next.targetAmountCents !== undefined &&
    next.targetAmountCents !== current.targetAmountCents
  )
    refuse('target_amount', locked.target_amount);
  if (next.endDate !== undefined && !sameInstant(next.endDate, current.endDate)) {
    if (locked.end_date) refuse('end_date', locked.end_date);
    else if (earliest && (next.endDate === null || next.endDate < earliest.endDate))
      refuse('end_date', earliest.reason);
  }
  if (
    locked.association_id &&
    next.associationId !== undefined &&
    next.associationId.toLowerCase() !== current.associationId.toLowerCase()
  )
    refuse('association_id', locked.association_id);
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
