import {
  DEFAULT_CAMPAIGN_STATUS,
  defaultCampaignEndDate,
  endOfDayIso,
  parseTargetAmount,
  toDateInputValue,
  type Campaign,
  type CampaignCreateInput,
  type CampaignEditRules,
  type CampaignLockableField,
  type CampaignStatus,
} from 'shared-contracts';
import type { AmountValue } from '../AmountInput/AmountInput';
import { rewardDrafts, rewardInputs, type RewardDraft } from '../RewardEditor/reward-drafts';

/** The campaign editor as typed: end_date is 'yyyy-mm-dd' or ''; target_amount '' when empty. */
export interface CampaignEditorValues {
  title: string;
  description: string;
  story: string;
  association_id: string;
  image_url: string;
  target_amount: AmountValue;
  end_date: string;
  status: string;
  rewards: RewardDraft[];
}

/** What the editor sends: the admin's create/update input (the manager's is its subset). */
export type CampaignEditorInput = Partial<CampaignCreateInput>;

/** A new campaign ends in 30 days unless the person picks another date (spec section 5). */
export function campaignEditorValues(campaign: Campaign | null): CampaignEditorValues {
  return {
    title: campaign?.title ?? '',
    description: campaign?.description ?? '',
    story: campaign?.story ?? '',
    association_id: campaign?.association_id ?? '',
    image_url: campaign?.image_url ?? '',
    target_amount: campaign?.target_amount ?? '',
    end_date: toDateInputValue(campaign ? campaign.end_date : defaultCampaignEndDate()),
    status: campaign?.status ?? DEFAULT_CAMPAIGN_STATUS,
    rewards: rewardDrafts(campaign?.rewards),
  };
}

/** Why the server will refuse a change of this field, or undefined when it may change. */
export function lockedReason(
  rules: CampaignEditRules | null | undefined,
  field: CampaignLockableField,
): string | undefined {
  return rules?.locked_fields.find((locked) => locked.field === field)?.reason;
}

/**
 * The end date refused before sending, with the server's own reason: earlier than the earliest
 * one the server allows, or emptied while it may only move later.
 */
export function endDateTooEarly(
  rules: CampaignEditRules | null | undefined,
  endDate: string,
): string | undefined {
  const earliest = rules?.earliest_end_date;
  if (!earliest) return undefined;
  if (endDate === '' || endDate < toDateInputValue(earliest.date)) return earliest.reason;
  return undefined;
}

/** A target left empty or at 0 means continuous funding: a 0 € goal would read as funded. */
function targetOf(values: CampaignEditorValues): number | null {
  const target = parseTargetAmount(values.target_amount);
  return target !== null && target > 0 ? target : null;
}

/**
 * What the editor sends. On create an empty end date becomes 30 days ahead. On edit the target,
 * the end date and the association go only when changed and not locked: they freeze once money
 * has come in, and resending them unchanged must not read as a change. The status goes when the
 * editor shows it, the association when it picks one.
 */
export function campaignEditorInput(
  values: CampaignEditorValues,
  campaign: Campaign | null,
  rules: CampaignEditRules | null | undefined,
  shown: { status: boolean; association: boolean },
): CampaignEditorInput {
  const input: CampaignEditorInput = {
    title: values.title.trim(),
    description: values.description.trim(),
    story: values.story,
    image_url: values.image_url.trim() || null,
    rewards: rewardInputs(values.rewards),
  };
  if (shown.status) input.status = values.status as CampaignStatus;
  const target = targetOf(values);
  if (!campaign) {
    if (shown.association) input.association_id = values.association_id;
    input.target_amount = target;
    input.end_date = endOfDayIso(values.end_date) ?? defaultCampaignEndDate();
    return input;
  }
  const mayChange = (field: CampaignLockableField) => !lockedReason(rules, field);
  if (shown.association && mayChange('association_id'))
    if (values.association_id !== campaign.association_id)
      input.association_id = values.association_id;
  if (mayChange('target_amount') && target !== campaign.target_amount) input.target_amount = target;
  if (mayChange('end_date') && values.end_date !== toDateInputValue(campaign.end_date))
    input.end_date = endOfDayIso(values.end_date);
  return input;
}
